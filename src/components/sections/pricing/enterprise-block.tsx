import { Icon } from "../../ui/icon";
import { CheckList } from "../../ui/check-list";
import type { pricingCopy } from "../../../content/plans";
import { Section } from "../../ui/section";
import { buttonVariants } from "../../ui/button";

/** "Need a custom solution?": the enterprise block under the plan cards. */
export function EnterpriseBlock({ content }: { content: (typeof pricingCopy)["enterpriseBlock"] }) {
  return (
    <Section labelledBy="custom-solution-title">
      {/* Light: a slate-900 band. Dark: a deep brand gradient with a faint brand edge, so it does
          not merge with the page (as the About page's mission band). */}
      <div className="grid gap-8 rounded-3xl bg-slate-900 p-8 sm:p-12 lg:grid-cols-2 lg:items-center dark:bg-linear-to-br dark:from-indigo-950 dark:to-slate-900 dark:ring-1 dark:ring-inset dark:ring-brand-400/25">
        <div>
          <h2 id="custom-solution-title" className="text-3xl font-bold text-white">
            {content.title}
          </h2>
          <p className="mt-4 text-lg text-slate-200">{content.description}</p>
          <a
            href={content.cta.href}
            className={buttonVariants({ variant: "inverse", className: "mt-8" })}
          >
            {content.cta.label}
            <Icon name="arrow-right" />
          </a>
        </div>
        <CheckList items={content.points} look="inverse" />
      </div>
    </Section>
  );
}
