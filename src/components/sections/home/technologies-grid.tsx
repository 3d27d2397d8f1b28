import { Icon } from "../../ui/icon";
import type { Technology } from "../../../content/home";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

interface TechnologiesGridProps {
  section: { title: string; highlight: string; description: string };
  technologies: Technology[];
}

/** The fifteen technologies the platform is built on, with their category. */
export function TechnologiesGrid({ section, technologies }: TechnologiesGridProps) {
  return (
    <Section spacing="band" heading={{ id: "technologies-title", ...section }}>
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {technologies.map((technology) => (
          <Card
            as="li"
            key={technology.name}
            tone="solid"
            padding="xs"
            className="flex items-center gap-3"
          >
            <Icon brand={technology.slug} size={40} tile />
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{technology.name}</span>
              <span className="block text-xs text-ink-muted">{technology.category}</span>
            </span>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
