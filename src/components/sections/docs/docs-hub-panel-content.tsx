import type { DocsHubTab } from "../../../content/docs-hub";
import type { DocsCard } from "../../../lib/docs";
import { SubHeading } from "../../ui/sub-heading";
import { DocsCardGrid } from "./docs-card-grid";

export interface DocsHubPanel extends Omit<DocsHubTab, "paths"> {
  cards: DocsCard[];
}

/**
 * What one tab of the docs hub holds, static HTML passed to the hub's list (FilterableList, one
 * slot per tab) which draws the tab panel around it: its heading, intro, cards and the link to
 * the whole section. The list marks its wrapper `data-mode`: "browse" shows the selected panel,
 * its heading for screen readers only; "search" shows each panel with a match under its heading,
 * without the intro and link. Without scripting every panel shows, under its heading.
 */
export function DocsHubPanelContent({ panel }: { panel: DocsHubPanel }) {
  return (
    <>
      <SubHeading className="mb-4 scripting:group-data-[mode=browse]/list:sr-only">
        {panel.heading}
      </SubHeading>
      <div className="group-data-[mode=search]/list:hidden">
        <p className="mb-6 mt-2 text-ink-muted scripting:group-data-[mode=browse]/list:mt-0 scripting:group-data-[mode=browse]/list:text-center">
          {panel.intro}
        </p>
      </div>
      <DocsCardGrid cards={panel.cards} />
      {panel.more ? (
        <p className="mt-6 text-center group-data-[mode=search]/list:hidden">
          <a
            href={panel.more.href}
            className="font-semibold text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            {panel.more.label}
          </a>
        </p>
      ) : null}
    </>
  );
}
