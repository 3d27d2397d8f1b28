import type { FeatureCard } from "../../../content/feature-cards";
import { Icon } from "../../ui/icon";
import { Card, CardDescription, CardTitle } from "../../ui/card";
import { Section } from "../../ui/section";

interface FeatureCardGridProps {
  id: string;
  heading: { title: string; highlight?: string; description?: string };
  cards: FeatureCard[];
  className?: string;
}

/** A section heading over a grid of icon cards (advanced features, landing benefits). */
export function FeatureCardGrid({ id, heading, cards, className }: FeatureCardGridProps) {
  return (
    <Section spacing="band" className={className} heading={{ id, ...heading }}>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => {
          return (
            <Card as="li" key={card.title} interactive>
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <Icon name={card.icon} className="size-6" />
              </span>
              <CardTitle className="mt-5">{card.title}</CardTitle>
              <CardDescription className="mt-2">{card.description}</CardDescription>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
