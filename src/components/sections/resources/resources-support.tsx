import { Icon } from "../../ui/icon";
import type { resourcesSupport } from "../../../content/resources";
import { buttonVariants } from "../../ui/button";

/** 'Need more help?': contact support or join the community. */
export function ResourcesSupport({ content }: { content: typeof resourcesSupport }) {
  return (
    <section
      className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8"
      aria-labelledby="support-title"
    >
      <div className="flex flex-col items-center gap-6 rounded-3xl border border-brand-100 bg-brand-50/80 p-10 text-center">
        <Icon name="life-buoy" className="size-10 text-brand-700" />
        <div>
          <h2 id="support-title" className="text-2xl font-bold text-slate-900">
            {content.title}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-slate-700">{content.description}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <a href={content.contact.href} className={buttonVariants({ variant: "gradient" })}>
            {content.contact.label}
          </a>
          <a href={content.community.href} className={buttonVariants({ variant: "outline" })}>
            {content.community.label}
          </a>
        </div>
      </div>
    </section>
  );
}
