import type { aboutStory } from "../../../content/team";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

/** 'Our story': how and when the company started, with three key facts. */
export function AboutStory({ content }: { content: typeof aboutStory }) {
  return (
    <Section labelledBy="story-title" containerClassName="grid gap-10 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h2 id="story-title" className="text-3xl font-bold tracking-tight text-ink">
          {content.title}
        </h2>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
            {paragraph}
          </p>
        ))}
      </div>
      <dl className="grid content-start gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {content.facts.map((fact) => (
          <Card key={fact.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm font-medium text-ink-muted">{fact.label}</dt>
            <dd className="text-3xl font-extrabold text-accent">{fact.value}</dd>
          </Card>
        ))}
      </dl>
    </Section>
  );
}
