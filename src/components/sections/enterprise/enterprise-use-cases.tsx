import {
  enterpriseUseCaseLabels as labels,
  type EnterpriseUseCase,
} from "../../../content/enterprise";
import { Card } from "../../ui/card";
import { illustrativeMark } from "../../../lib/illustrative";
import { Section } from "../../ui/section";

/** Two worked examples: challenge, solution and results. */
export function EnterpriseUseCases({
  heading,
  useCases,
}: {
  heading: { title: string; highlight?: string; description?: string };
  useCases: EnterpriseUseCase[];
}) {
  return (
    <Section tone="muted" spacing="band" heading={{ id: "use-cases", ...heading }}>
      <div className="mt-14 grid gap-8 lg:grid-cols-2">
        {useCases.map((useCase) => (
          <Card
            as="article"
            key={useCase.title}
            {...illustrativeMark(useCase)}
            tone="solid"
            radius="lg"
            padding="lg"
            className="flex flex-col"
          >
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">
              {useCase.organisation}
            </p>
            <h3 className="mt-2 text-xl font-bold text-ink">{useCase.title}</h3>
            <dl className="mt-6 space-y-4 text-sm leading-relaxed">
              <div>
                <dt className="font-semibold text-ink">{labels.challenge}</dt>
                <dd className="mt-1 text-ink-muted">{useCase.challenge}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{labels.solution}</dt>
                <dd className="mt-1 text-ink-muted">{useCase.solution}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{labels.results}</dt>
                <dd className="mt-2">
                  <ul className="space-y-2">
                    {useCase.results.map((result) => (
                      <li
                        key={result}
                        className="rounded-lg bg-accent-soft px-3 py-2 font-medium text-accent-strong"
                      >
                        {result}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            </dl>
          </Card>
        ))}
      </div>
    </Section>
  );
}
