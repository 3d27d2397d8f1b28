import { docsCardCopy } from "../../../content/docs-hub";
import { Icon } from "../../ui/icon";
import type { DocsCard } from "../../../lib/docs";
import { cn } from "../../../lib/utils";
import { Card } from "../../ui/card";
import { fill } from "../../../shared/fill";

/**
 * Cards linking to docs pages: icon, title, description, level and reading time. Each is marked
 * with its path (`data-item`) for the docs hub's search, which shows and hides them.
 */
export function DocsCardGrid({
  cards,
  cta = docsCardCopy.cta,
  headingLevel = 3,
  className,
}: {
  cards: DocsCard[];
  cta?: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {cards.map((card) => {
        return (
          <li key={card.path} data-item={card.path}>
            <Card
              as="a"
              href={card.path}
              interactive="link"
              className="group flex h-full flex-col hover:-translate-y-0.5 focus-visible:outline-none"
            >
              {card.icon ? (
                <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon name={card.icon} className="size-6" />
                </span>
              ) : null}
              <Heading className="text-lg font-semibold text-ink group-hover:text-accent">
                {card.title}
              </Heading>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">
                {card.description}
              </p>
              {card.level || card.minutes ? (
                <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
                  {card.level ? (
                    <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent ring-1 ring-inset ring-brand-200 dark:ring-brand-400/40">
                      {card.level}
                    </span>
                  ) : null}
                  {card.minutes ? (
                    <span className="inline-flex items-center gap-1">
                      <Icon name="clock" className="size-4" />
                      {fill(docsCardCopy.minutes, { minutes: card.minutes })}
                    </span>
                  ) : null}
                </p>
              ) : null}
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent">
                {cta}
                <span className="sr-only">: {card.title}</span>
                <Icon
                  name="arrow-right"
                  className="size-4 transition group-hover:translate-x-0.5"
                />
              </span>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
