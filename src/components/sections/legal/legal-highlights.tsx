import type { IconName } from "../../../content/icon-names";
import { Icon } from "../../ui/icon";
import { Card } from "../../ui/card";

export interface Highlight {
  icon: IconName;
  title: string;
  text: string;
}

/** Key points of a policy as a row of cards (the security page's summary). Static. */
export function LegalHighlights({ highlights }: { highlights: Highlight[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {highlights.map((highlight) => {
        return (
          <Card as="li" key={highlight.title} padding="sm">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Icon name={highlight.icon} className="size-5" />
            </span>
            <p className="mt-4 font-semibold text-ink">{highlight.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{highlight.text}</p>
          </Card>
        );
      })}
    </ul>
  );
}
