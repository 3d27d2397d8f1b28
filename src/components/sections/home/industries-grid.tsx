import type { Industry } from "../../../content/industries";
import { Icon } from "../../ui/icon";
import { Reveal } from "../../layout/reveal";
import { SectionHeading } from "../section-heading";

interface IndustriesGridProps {
  section: { title: string; highlight: string; description: string };
  industries: Pick<Industry, "slug" | "title" | "description" | "color" | "icon">[];
}

/** The nine industries, each a card linking to its /industries/{slug} page. */
export function IndustriesGrid({ section, industries }: IndustriesGridProps) {
  return (
    <Reveal
      aria-labelledby="industries-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
    >
      <SectionHeading
        id="industries-title"
        title={section.title}
        highlight={section.highlight}
        description={section.description}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => {
          return (
            <li key={industry.slug}>
              <a
                href={`/industries/${industry.slug}`}
                className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
              >
                <span
                  className="grid size-12 shrink-0 place-items-center rounded-xl text-white"
                  style={{ backgroundColor: industry.color }}
                >
                  <Icon name={industry.icon} className="size-6" />
                </span>
                <span>
                  <span className="block text-lg font-semibold text-slate-900">
                    {industry.title}
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-slate-600">
                    {industry.description}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </Reveal>
  );
}
