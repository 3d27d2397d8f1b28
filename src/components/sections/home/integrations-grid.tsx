import type { IntegrationTile } from "../../../content/home";
import { Reveal } from "../../layout/reveal";
import { buttonVariants } from "../../ui/button";
import { SectionHeading } from "../section-heading";

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
    <Reveal
      aria-labelledby="integrations-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
    >
      <SectionHeading
        id="integrations-title"
        title={section.title}
        highlight={section.highlight}
        description={section.description}
      />
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <li
            key={tile.name}
            className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"
          >
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-xl text-xl font-bold text-white"
              style={{ backgroundColor: tile.color }}
            >
              {tile.letter}
            </span>
            <span className="text-sm font-medium text-slate-700">{tile.name}</span>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a href={section.link.href} className={buttonVariants({ variant: "outline" })}>
          {section.link.label}
        </a>
      </div>
    </Reveal>
  );
}
