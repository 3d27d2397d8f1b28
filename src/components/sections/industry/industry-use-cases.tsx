import type { IndustryUseCase } from "../../../content/industries";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

/** The industry's concrete use cases, numbered. */
export function IndustryUseCases({
  title,
  useCases,
}: {
  title: string;
  useCases: IndustryUseCase[];
}) {
  return (
    <Section heading={{ id: "use-cases-title", title }}>
      <ol className="mt-10 grid gap-4 md:grid-cols-2">
        {useCases.map((useCase, index) => (
          <Card as="li" key={useCase.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{useCase.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{useCase.description}</p>
            </div>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
