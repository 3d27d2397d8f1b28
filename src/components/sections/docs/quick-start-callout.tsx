import { Icon } from "../../ui/icon";
import type { docsHubCopy } from "../../../content/docs-hub";
import { buttonVariants } from "../../ui/button";
import { Section } from "../../ui/section";

/** The docs hub's closing section: its promise, backed by the quick start page, a first bot in under 10 minutes. */
export function QuickStartCallout({ copy }: { copy: (typeof docsHubCopy)["quickStart"] }) {
  return (
    <Section width="wide" spacing="xl">
      <aside
        aria-labelledby="quick-start-callout"
        className="mx-auto flex max-w-4xl flex-col items-start gap-6 rounded-3xl bg-brand-700 p-8 text-white shadow-lg sm:flex-row sm:items-center sm:p-10"
      >
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15">
          <Icon name="timer" className="size-7" />
        </span>
        <div className="flex-1">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            {copy.eyebrow}
          </p>
          <h2 id="quick-start-callout" className="mt-1 text-2xl font-bold">
            {copy.title}
          </h2>
          <p className="mt-2 text-brand-50">{copy.text}</p>
        </div>
        <a href={copy.href} className={buttonVariants({ variant: "inverse" })}>
          {copy.cta}
        </a>
      </aside>
    </Section>
  );
}
