import type { Industry } from "../../../content/industries";
import { Icon } from "../../ui/icon";
import { Card, CardTitle } from "../../ui/card";
import { Section } from "../../ui/section";

interface IndustriesGridProps {
  section: { title: string; highlight: string; description: string };
  industries: Pick<Industry, "slug" | "title" | "description" | "color" | "icon">[];
}

/** The nine industries, each a card linking to its /industries/{slug} page. */
export function IndustriesGrid({ section, industries }: IndustriesGridProps) {
  return (
    <Section spacing="band" heading={{ id: "industries-title", ...section }}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => {
          return (
            <li key={industry.slug}>
              <Card
                as="a"
                href={`/industries/${industry.slug}`}
                tone="solid"
                interactive="link"
                className="flex h-full gap-4"
              >
                <span
                  className="grid size-12 shrink-0 place-items-center rounded-xl text-white"
                  style={{ backgroundColor: industry.color }}
                >
                  <Icon name={industry.icon} className="size-6" />
                </span>
                <span>
                  <CardTitle as="span" className="block">
                    {industry.title}
                  </CardTitle>
                  <span className="mt-1 block text-sm leading-relaxed text-ink-muted">
                    {industry.description}
                  </span>
                </span>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
