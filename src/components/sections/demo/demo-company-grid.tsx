import { Icon } from "../../ui/icon";
import type { DemoCompany } from "../../../content/demo-companies";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { illustrativeMark } from "../../../lib/illustrative";
import { fill } from "../../../shared/fill";

/** The six demo companies; each "Visit Website" link opens the (fictional) site in a new tab. */
export function DemoCompanyGrid({
  companies,
  label,
  visitLabel,
  visitOf,
  note,
}: {
  companies: DemoCompany[];
  label: string;
  visitLabel: string;
  /** The rest of the link's name for screen readers; `{company}` is the company's name. */
  visitOf: string;
  note: string;
}) {
  return (
    <Section aria-label={label}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {companies.map((company, index) => (
          <Card
            as="li"
            key={company.slug}
            {...illustrativeMark(company)}
            interactive
            className="flex flex-col"
          >
            <div className="flex items-center gap-4">
              <img
                src={company.logo}
                alt=""
                width={56}
                height={56}
                loading={index < 3 ? "eager" : "lazy"}
                className="size-14"
              />
              <div>
                <h2 className="text-lg font-semibold text-ink">{company.name}</h2>
                <p className="text-sm text-ink-muted">{company.industry}</p>
              </div>
            </div>
            <p className="mt-4 flex-1 text-sm leading-relaxed text-ink-muted">
              {company.description}
            </p>
            <a
              href={company.website}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-flex items-center gap-2 self-start rounded-full font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {visitLabel}
              <span className="sr-only"> {fill(visitOf, { company: company.name })}</span>
              <Icon name="external-link" className="size-4" />
            </a>
          </Card>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-ink-muted">{note}</p>
    </Section>
  );
}
