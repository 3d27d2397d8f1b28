import type { IntegrationTile } from "../../../content/home";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { buttonVariants } from "../../ui/button";

interface IntegrationsGridProps {
  section: {
    title: string;
    highlight: string;
    description: string;
    link: { label: string; href: string };
  };
  tiles: IntegrationTile[];
}

/** Twelve popular integrations as letter tiles, and the way to the full catalogue. */
export function IntegrationsGrid({ section, tiles }: IntegrationsGridProps) {
  return (
    <Section spacing="band" heading={{ id: "integrations-title", ...section }}>
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <Card
            as="li"
            key={tile.name}
            tone="solid"
            padding="sm"
            className="flex flex-col items-center gap-3 text-center"
          >
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-xl text-xl font-bold text-white dark:ring-1 dark:ring-inset dark:ring-white/15"
              style={{ backgroundColor: tile.color }}
            >
              {tile.letter}
            </span>
            <span className="text-sm font-medium text-ink-soft">{tile.name}</span>
          </Card>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a href={section.link.href} className={buttonVariants({ variant: "outline" })}>
          {section.link.label}
        </a>
      </div>
    </Section>
  );
}
