import { Icon } from "../../ui/icon";
import type { EnterprisePillar } from "../../../content/enterprise";
import { SectionHeading } from "../section-heading";

/** Security, dedicated infrastructure, admin controls and 24/7 support: one section each. */
export function EnterprisePillars({
  heading,
  pillars,
}: {
  heading: { title: string; highlight?: string; description?: string };
  pillars: EnterprisePillar[];
}) {
  return (
    <section
      aria-labelledby="enterprise-pillars"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading id="enterprise-pillars" {...heading} />
      <div className="mt-14 grid gap-8 md:grid-cols-2">
        {pillars.map((pillar) => {
          return (
            <section
              key={pillar.id}
              id={pillar.id}
              aria-labelledby={`${pillar.id}-title`}
              className="scroll-mt-28 rounded-3xl border border-slate-200 bg-white/90 p-8 shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon name={pillar.icon} className="size-6" />
              </span>
              <h3 id={`${pillar.id}-title`} className="mt-5 text-2xl font-bold text-slate-900">
                {pillar.title}
              </h3>
              <p className="mt-3 leading-relaxed text-slate-600">{pillar.description}</p>
              <ul className="mt-6 space-y-3 text-sm text-slate-700">
                {pillar.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
