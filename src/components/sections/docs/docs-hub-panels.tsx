import type { DocsHubTab } from "../../../content/docs-hub";
import type { DocsCard } from "../../../lib/docs";
import { cn } from "../../../lib/utils";
import { SubHeading } from "../../ui/sub-heading";
import { DocsCardGrid } from "./docs-card-grid";

export interface DocsHubPanel extends Omit<DocsHubTab, "paths"> {
  cards: DocsCard[];
}

/**
 * Every tab panel of the docs hub, static HTML inside the hub's island (DocsHubBrowser), which shows
 * the selected one or, while searching, the matching cards (it marks its wrapper `data-mode`). The
 * build-time HTML shows the first. Without scripting all of them show, one after the other under
 * their headings (`noscript:`).
 */
export function DocsHubPanels({ panels }: { panels: DocsHubPanel[] }) {
  return panels.map((panel, index) => (
    <section
      key={panel.value}
      data-panel={panel.value}
      role="tabpanel"
      id={`docs-panel-${panel.value}`}
      aria-labelledby={`docs-tab-${panel.value}`}
      tabIndex={0}
      className={cn(
        "mt-10 rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-4",
        index > 0 && "hidden noscript:block",
      )}
    >
      <SubHeading className="mb-4 scripting:group-data-[mode=tabs]/hub:sr-only">
        {panel.heading}
      </SubHeading>
      <div className="group-data-[mode=search]/hub:hidden">
        <p className="mb-6 mt-2 text-ink-muted scripting:group-data-[mode=tabs]/hub:mt-0 scripting:group-data-[mode=tabs]/hub:text-center">
          {panel.intro}
        </p>
      </div>
      <DocsCardGrid cards={panel.cards} />
      {panel.more ? (
        <p className="mt-6 text-center group-data-[mode=search]/hub:hidden">
          <a
            href={panel.more.href}
            className="font-semibold text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            {panel.more.label}
          </a>
        </p>
      ) : null}
    </section>
  ));
}
