import { CheckList } from "../../ui/check-list";
import type { culture } from "../../../content/benefits";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

/** 'How we work': the culture block. */
export function CareersCulture({ content }: { content: typeof culture }) {
  return (
    <Section labelledBy="culture-title">
      <Card radius="lg" padding="xl" className="grid gap-8 lg:grid-cols-2">
        <div>
          <h2 id="culture-title" className="text-3xl font-bold tracking-tight text-ink">
            {content.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{content.description}</p>
        </div>
        <CheckList items={content.points} look="tiles" className="content-center" />
      </Card>
    </Section>
  );
}
