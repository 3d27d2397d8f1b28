import { Icon } from "../../ui/icon";
import type { culture } from "../../../content/benefits";

/** 'How we work': the culture block. */
export function CareersCulture({ content }: { content: typeof culture }) {
  return (
    <section
      aria-labelledby="culture-title"
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
    >
      <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white/90 p-6 shadow-sm sm:p-10 lg:grid-cols-2">
        <div>
          <h2 id="culture-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {content.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{content.description}</p>
        </div>
        <ul className="grid content-center gap-4">
          {content.points.map((point) => (
            <li key={point} className="flex gap-3 rounded-xl bg-brand-50/70 p-4 text-slate-800">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
