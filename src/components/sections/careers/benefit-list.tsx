import type { Benefit } from "../../../content/benefits";
import { Card } from "../../ui/card";

/** The six benefits as a grid of small cards (careers page and every job page). */
export function BenefitList({ benefits }: { benefits: Benefit[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {benefits.map((benefit) => (
        <Card as="li" key={benefit.title} padding="sm">
          <h3 className="font-semibold text-ink">{benefit.title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">{benefit.description}</p>
        </Card>
      ))}
    </ul>
  );
}
