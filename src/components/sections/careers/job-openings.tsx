import { useRef, type ReactNode } from "react";
import type { Department } from "../../../content/jobs";
import { useShowOnly } from "../../../hooks/use-show-only";
import { useUrlParam } from "../../../hooks/use-url-param";
import { Tabs, TabsList, TabsTrigger } from "../../ui/tabs";
import { filterJobs, jobTabs } from "./filter-jobs";

const tabValues = jobTabs.map((entry) => entry.value);
import { Section } from "../../ui/section";

/**
 * '#openings': tabs by department (All by default, the choice kept in the URL as `?department=`)
 * over the open positions. An island around the static list of every opening (`children`, JobList),
 * which it only shows and hides; `jobs` holds what it needs to choose them. The build-time HTML lists
 * every opening under All, and a tab pressed before it has hydrated filters once it has. Without
 * scripting the tabs hide (`noscript:`) and every opening shows.
 */
export function JobOpenings({
  title,
  tabsLabel,
  jobs,
  children,
}: {
  title: string;
  tabsLabel: string;
  jobs: { slug: string; department: Department }[];
  children: ReactNode;
}) {
  const [tab, setTab] = useUrlParam("department", { fallback: "all", values: tabValues });
  const listRef = useRef<HTMLDivElement>(null);
  useShowOnly(
    listRef,
    "data-job",
    filterJobs(jobs, tab).map((job) => job.slug),
  );
  return (
    <Section id="openings" labelledBy="openings-title" width="content" spacing="xl">
      <h2
        id="openings-title"
        className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl"
      >
        {title}
      </h2>
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <div className="flex justify-center noscript:hidden">
          <TabsList aria-label={tabsLabel}>
            {jobTabs.map((entry) => (
              <TabsTrigger
                key={entry.value}
                value={entry.value}
                id={`openings-tab-${entry.value}`}
                aria-controls="openings-panel"
              >
                {entry.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <div
          id="openings-panel"
          role="tabpanel"
          aria-labelledby={`openings-tab-${tab}`}
          tabIndex={0}
          className="mt-8 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <div ref={listRef}>{children}</div>
        </div>
      </Tabs>
    </Section>
  );
}
