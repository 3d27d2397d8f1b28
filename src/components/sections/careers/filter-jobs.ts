import type { Department } from "../../../content/jobs";

/** The careers tabs, in order; 'all' is the default. */
export const jobTabs = [
  { value: "all", label: "All" },
  { value: "engineering", label: "Engineering", department: "Engineering" },
  { value: "design", label: "Design", department: "Design" },
  { value: "customer", label: "Customer Success", department: "Customer Success" },
] as const satisfies readonly { value: string; label: string; department?: Department }[];

export type JobTab = (typeof jobTabs)[number]["value"];

/** The openings shown under a tab: every opening for 'all', otherwise those of its department. */
export function filterJobs<T extends { department: Department }>(
  jobs: readonly T[],
  tab: string,
): T[] {
  const match = jobTabs.find((entry) => entry.value === tab);
  if (!match || !("department" in match)) return [...jobs];
  return jobs.filter((job) => job.department === match.department);
}
