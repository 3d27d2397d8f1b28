import { Icon } from "../../ui/icon";
import type { aboutMission } from "../../../content/team";
import { buttonVariants } from "../../ui/button";
import { Section } from "../../ui/section";

/** The mission statement, with the invitation link. */
export function AboutMission({ content }: { content: typeof aboutMission }) {
  return (
    <Section labelledBy="mission-title">
      {/* Light: a slate-900 band. Dark: the page is near that already, so the band turns a deep
          brand gradient with a faint brand edge, still the boldest block of the page. */}
      <div className="rounded-3xl bg-slate-900 px-6 py-14 text-center sm:px-12 dark:bg-linear-to-br dark:from-indigo-950 dark:to-slate-900 dark:ring-1 dark:ring-inset dark:ring-brand-400/25">
        <h2
          id="mission-title"
          className="text-sm font-semibold uppercase tracking-wider text-brand-200"
        >
          {content.title}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-2xl font-semibold leading-snug text-white sm:text-3xl">
          {content.text}
        </p>
        <a
          href={content.cta.href}
          className={buttonVariants({ variant: "inverse", className: "mt-8" })}
        >
          {content.cta.label}
          <Icon name="arrow-right" />
        </a>
      </div>
    </Section>
  );
}
