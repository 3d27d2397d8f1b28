import { useState } from "react";
import { Section } from "../../ui/section";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { filterJobs, jobTabs, type JobTab } from "./filter-jobs";
import { JobCard, type JobListing } from "./job-card";

/**
 * '#openings': tabs by department (All by default) over the open positions. An island: the build-time
 * HTML lists every opening under All, and a tab pressed before it has hydrated filters once it has.
 * Without scripting the tabs hide (`noscript:`) and every opening shows.
 */
export function JobOpenings({
  title,
  tabsLabel,
  jobs,
}: {
  title: string;
  tabsLabel: string;
  jobs: JobListing[];
}) {
  const [tab, setTab] = useState<JobTab>("all");
  return (
    <Section id="openings" labelledBy="openings-title" width="content" spacing="xl">
      <h2
        id="openings-title"
        className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
      >
        {title}
      </h2>
      <Tabs value={tab} onValueChange={(value) => setTab(value as JobTab)} className="mt-8">
        <div className="flex justify-center noscript:hidden">
          <TabsList aria-label={tabsLabel}>
            {jobTabs.map((entry) => (
              <TabsTrigger key={entry.value} value={entry.value}>
                {entry.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value={tab}>
          <ul className="grid gap-4">
            {filterJobs(jobs, tab).map((job) => (
              <li key={job.slug}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
    </Section>
  );
}
