import type { IconName } from "../../../content/icon-names";
import { Icon } from "../../ui/icon";
import type { Benefit } from "../../../content/benefits";
import { jobDetailsCopy as copy, type JobOpening } from "../../../content/jobs";
import { formatSalaryBand } from "../../../shared/pricing";
import { buttonVariants } from "../../ui/button";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { BenefitList } from "./benefit-list";
import { SubHeading } from "../../ui/sub-heading";
import { fill } from "../../../shared/fill";

type JobDetailsProps = {
  job: Pick<
    JobOpening,
    | "title"
    | "location"
    | "department"
    | "type"
    | "description"
    | "requirements"
    | "responsibilities"
    | "salary"
  >;
  benefits: Benefit[];
  applyHref: string;
  breadcrumbs: { name: string; path: string }[];
};

function ApplyLink({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} className={buttonVariants({ variant: "gradient", size: "lg" })}>
      {copy.apply}
      <span className="sr-only"> {fill(copy.applyFor, { title })}</span>
    </a>
  );
}

/** One opening: summary, description, responsibilities, requirements, benefits and Apply. */
export function JobDetails({ job, benefits, applyHref, breadcrumbs }: JobDetailsProps) {
  const facts: { icon: IconName; label: string; value: string }[] = [
    { icon: "map-pin", label: copy.facts.location, value: job.location },
    { icon: "briefcase", label: copy.facts.department, value: job.department },
    { icon: "clock", label: copy.facts.type, value: job.type },
    { icon: "banknote", label: copy.facts.salary, value: formatSalaryBand(job.salary) },
  ];
  const lists = [
    { id: "responsibilities", title: copy.responsibilitiesTitle, items: job.responsibilities },
    { id: "requirements", title: copy.requirementsTitle, items: job.requirements },
  ];
  return (
    <Section as="article" width="text" top="hero" spacing="xl">
      <Breadcrumbs trail={breadcrumbs} fromHome />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
        {job.title}
      </h1>
      <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-ink-soft">
        {facts.map(({ icon, label, value }) => (
          <div key={label} className="flex items-center gap-2">
            <Icon name={icon} className="size-5 text-accent" />
            <dt className="sr-only">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-lg leading-relaxed text-ink-soft">{job.description}</p>
      <div className="mt-8">
        <ApplyLink href={applyHref} title={job.title} />
      </div>
      {lists.map((list) => (
        <section key={list.id} aria-labelledby={`${list.id}-title`} className="mt-14">
          <SubHeading id={`${list.id}-title`}>{list.title}</SubHeading>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-soft marker:text-brand-600">
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="offer-title" className="mt-14">
        <SubHeading id="offer-title">{copy.offerTitle}</SubHeading>
        <div className="mt-6">
          <BenefitList benefits={benefits} />
        </div>
      </section>
      <Card
        tone="brand"
        radius="lg"
        padding="lg"
        className="mt-14 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-lg font-semibold text-ink">{copy.closing}</p>
        <ApplyLink href={applyHref} title={job.title} />
      </Card>
    </Section>
  );
}
