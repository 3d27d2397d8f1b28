import { JobCard, type JobListing } from "./job-card";

/**
 * Every opening's card, static HTML inside the openings' list (FilterableList), which shows those of
 * the selected department. Each is marked with its slug (`data-item`).
 */
export function JobList({ jobs }: { jobs: JobListing[] }) {
  return (
    <ul className="grid gap-4">
      {jobs.map((job) => (
        <li key={job.slug} data-item={job.slug}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
