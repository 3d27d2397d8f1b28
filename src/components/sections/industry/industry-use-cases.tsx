import type { IndustryUseCase } from "../../../content/industries";
import { Reveal } from "../../layout/reveal";
import { SectionHeading } from "../section-heading";

/** The industry's concrete use cases, numbered. */
export function IndustryUseCases({
  title,
  useCases,
}: {
  title: string;
  useCases: IndustryUseCase[];
}) {
  return (
    <Reveal
      aria-labelledby="use-cases-title"
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
    >
      <SectionHeading id="use-cases-title" title={title} />
      <ol className="mt-10 grid gap-4 md:grid-cols-2">
        {useCases.map((useCase, index) => (
          <li
            key={useCase.title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white/90 p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{useCase.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{useCase.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Reveal>
  );
}
