import type { Benefit } from "../../../content/benefits";

/** The six benefits as a grid of small cards (careers page and every job page). */
export function BenefitList({ benefits }: { benefits: Benefit[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {benefits.map((benefit) => (
        <li
          key={benefit.title}
          className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-sm"
        >
          <h3 className="font-semibold text-slate-900">{benefit.title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{benefit.description}</p>
        </li>
      ))}
    </ul>
  );
}
