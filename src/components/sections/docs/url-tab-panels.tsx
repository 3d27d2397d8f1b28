import type { ReactNode } from "react";
import { SubHeading } from "../../ui/sub-heading";
import { Tabs, TabsList, TabsPanel, TabsTrigger } from "../../ui/tabs";
import { useUrlParam } from "../../../hooks/use-url-param";
import { slugify } from "../../../lib/slug";

export interface UrlTabPanel {
  value: string;
  label: string;
  /** The panel's heading: visible without scripting (when every panel shows), for screen readers with it. */
  heading: string;
  content: ReactNode;
}

/**
 * Tabs whose selection lives in the URL (?tab=, the first panel by default). Every panel is in the
 * prerendered HTML, the first one selected: a click or an arrow key on a tab before the island has
 * hydrated takes effect once it has (`client:interaction`). Without scripting the tab list is
 * hidden and every panel shows, one after the other under its heading (`noscript:`).
 */
export function UrlTabPanels({
  label,
  panels,
  className,
}: {
  label: string;
  panels: UrlTabPanel[];
  className?: string;
}) {
  const values = panels.map((panel) => panel.value);
  const [tab, setTab] = useUrlParam("tab", { fallback: values[0] ?? "", values });
  return (
    <Tabs id={slugify(label)} value={tab} onValueChange={setTab} className={className}>
      <div className="flex justify-center">
        <TabsList aria-label={label}>
          {panels.map((panel) => (
            <TabsTrigger key={panel.value} value={panel.value}>
              {panel.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {panels.map((panel) => (
        <TabsPanel key={panel.value} value={panel.value} className="mt-10">
          <SubHeading className="sr-only noscript:not-sr-only">{panel.heading}</SubHeading>
          {panel.content}
        </TabsPanel>
      ))}
    </Tabs>
  );
}
