import type { FeatureCard } from "../../../content/feature-cards";
import { Icon } from "../../ui/icon";
import { cn } from "../../../lib/utils";
import { Reveal } from "../../layout/reveal";
import { SectionHeading } from "../section-heading";

interface FeatureCardGridProps {
  id: string;
  heading: { title: string; highlight?: string; description?: string };
  cards: FeatureCard[];
  className?: string;
}

/** A section heading over a grid of icon cards (advanced features, landing benefits). */
export function FeatureCardGrid({ id, heading, cards, className }: FeatureCardGridProps) {
  return (
    <Reveal
      aria-labelledby={id}
      className={cn("mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8", className)}
    >
      <SectionHeading id={id} {...heading} />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => {
          return (
            <li
              key={card.title}
              className="rounded-2xl border border-slate-200 bg-white/90 p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{card.description}</p>
            </li>
          );
        })}
      </ul>
    </Reveal>
  );
}
