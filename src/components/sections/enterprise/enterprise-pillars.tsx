import { Icon } from "../../ui/icon";
import { CheckList } from "../../ui/check-list";
import type { EnterprisePillar } from "../../../content/enterprise";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

/** Security, dedicated infrastructure, admin controls and 24/7 support: one section each. */
export function EnterprisePillars({
  heading,
  pillars,
}: {
  heading: { title: string; highlight?: string; description?: string };
  pillars: EnterprisePillar[];
}) {
  return (
    <Section spacing="band" heading={{ id: "enterprise-pillars", ...heading }}>
      <div className="mt-14 grid gap-8 md:grid-cols-2">
        {pillars.map((pillar) => {
          return (
            <Card
              as="section"
              key={pillar.id}
              id={pillar.id}
              aria-labelledby={`${pillar.id}-title`}
              radius="lg"
              padding="lg"
              className="scroll-mt-28"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon name={pillar.icon} className="size-6" />
              </span>
              <h3 id={`${pillar.id}-title`} className="mt-5 text-2xl font-bold text-ink">
                {pillar.title}
              </h3>
              <p className="mt-3 leading-relaxed text-ink-muted">{pillar.description}</p>
              <CheckList items={pillar.points} look="sm" className="mt-6" />
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
