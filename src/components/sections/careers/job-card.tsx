import { Icon } from "../../ui/icon";
import type { JobOpening } from "../../../content/jobs";
import { formatSalaryBand } from "../../../shared/pricing";
import { Card } from "../../ui/card";

/** What the careers list shows of an opening (the island's props: plain, and no more than needed). */
export type JobListing = Pick<
  JobOpening,
  "slug" | "title" | "location" | "department" | "type" | "salary"
>;

export function jobListing({
  slug,
  title,
  location,
  department,
  type,
  salary,
}: JobOpening): JobListing {
  return { slug, title, location, department, type, salary };
}

/** One opening in the careers list, linking to its page. */
export function JobCard({ job }: { job: JobListing }) {
  return (
    <Card
      as="a"
      href={`/careers/${job.slug}`}
      interactive
      className="group flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <span>
        <span className="block text-lg font-semibold text-ink group-hover:text-accent">
          {job.title}
        </span>
        <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="map-pin" className="size-4" />
            {job.location}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="briefcase" className="size-4" />
            {job.department} · {job.type}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon name="banknote" className="size-4" />
            {formatSalaryBand(job.salary)}
          </span>
        </span>
      </span>
      <Icon name="arrow-right" className="size-5 shrink-0 text-accent" />
    </Card>
  );
}
