import { Icon } from "../../ui/icon";
import type { culture } from "../../../content/benefits";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

/** 'How we work': the culture block. */
export function CareersCulture({ content }: { content: typeof culture }) {
  return (
    <Section labelledBy="culture-title">
      <Card radius="lg" padding="xl" className="grid gap-8 lg:grid-cols-2">
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
      </Card>
    </Section>
  );
}
