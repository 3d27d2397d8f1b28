import { Icon } from "../../ui/icon";
import type { Technology } from "../../../content/home";
import { Reveal } from "../../layout/reveal";
import { SectionHeading } from "../section-heading";

interface TechnologiesGridProps {
  section: { title: string; highlight: string; description: string };
  technologies: Technology[];
}

/** The fifteen technologies the platform is built on, with their category. */
export function TechnologiesGrid({ section, technologies }: TechnologiesGridProps) {
  return (
    <Reveal
      aria-labelledby="technologies-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
    >
      <SectionHeading
        id="technologies-title"
        title={section.title}
        highlight={section.highlight}
        description={section.description}
      />
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {technologies.map((technology) => (
          <li
            key={technology.name}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <Icon brand={technology.slug} size={32} />
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{technology.name}</span>
              <span className="block text-xs text-slate-600">{technology.category}</span>
            </span>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
