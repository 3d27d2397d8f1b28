import type { EnterpriseUseCase } from "../../../content/enterprise";
import { Reveal } from "../../layout/reveal";
import { SectionHeading } from "../section-heading";

/** Two worked examples: challenge, solution and results. */
export function EnterpriseUseCases({
  heading,
  useCases,
}: {
  heading: { title: string; highlight?: string; description?: string };
  useCases: EnterpriseUseCase[];
}) {
  return (
    <Reveal aria-labelledby="use-cases" className="bg-white/70 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="use-cases" {...heading} />
        <div className="mt-14 grid gap-8 lg:grid-cols-2">
          {useCases.map((useCase) => (
            <article
              key={useCase.title}
              className="flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm"
            >
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                {useCase.organisation}
              </p>
              <h3 className="mt-2 text-xl font-bold text-slate-900">{useCase.title}</h3>
              <dl className="mt-6 space-y-4 text-sm leading-relaxed">
                <div>
                  <dt className="font-semibold text-slate-900">Challenge</dt>
                  <dd className="mt-1 text-slate-600">{useCase.challenge}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900">Solution</dt>
                  <dd className="mt-1 text-slate-600">{useCase.solution}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900">Results</dt>
                  <dd className="mt-2">
                    <ul className="space-y-2">
                      {useCase.results.map((result) => (
                        <li
                          key={result}
                          className="rounded-lg bg-brand-50 px-3 py-2 font-medium text-brand-800"
                        >
                          {result}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </article>
          ))}
        </div>
      </div>
    </Reveal>
  );
}
