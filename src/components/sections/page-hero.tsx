import type { ReactNode } from "react";
import { HighlightedTitle } from "../ui/highlighted-title";
import { Section } from "../ui/section";

interface PageHeroProps {
  title: string;
  highlight?: string;
  description: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The shared page title block: eyebrow, h1 with an optional highlighted word, description, actions. */
export function PageHero({ title, highlight, description, eyebrow, children }: PageHeroProps) {
  return (
    <Section width="text" top="hero" spacing="sm" containerClassName="text-center">
      {eyebrow ? (
        <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
      ) : null}
      <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
        <HighlightedTitle title={title} highlight={highlight} />
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-muted">{description}</p>
      {children ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
      ) : null}
    </Section>
  );
}
