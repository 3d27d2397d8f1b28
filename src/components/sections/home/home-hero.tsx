import type { ReactNode } from "react";
import type { Link } from "../../../content/home";
import { buttonVariants } from "../../ui/button";
import { HighlightedTitle } from "../../ui/highlighted-title";
import { Section } from "../../ui/section";

export interface HomeHeroProps {
  page: { title: string; highlight?: string; description: string };
  content: { eyebrow: string; primary: Link; secondary: Link };
  /** The slideshow beside the text (the HeroSlider island). */
  children?: ReactNode;
}

/** The hero: eyebrow, the page's h1 (its LCP element), description, the two CTAs and the slider. */
export function HomeHero({ page, content, children }: HomeHeroProps) {
  const { eyebrow, primary, secondary } = content;
  return (
    <Section
      labelledBy="home-title"
      top="hero"
      spacing="md"
      containerClassName="grid items-center gap-12 lg:grid-cols-2"
    >
      <div>
        <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
        <h1
          id="home-title"
          className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl"
        >
          <HighlightedTitle title={page.title} highlight={page.highlight} />
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">{page.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={primary.href} className={buttonVariants({ variant: "gradient", size: "lg" })}>
            {primary.label}
          </a>
          <a href={secondary.href} className={buttonVariants({ variant: "outline", size: "lg" })}>
            {secondary.label}
          </a>
        </div>
      </div>
      {children}
    </Section>
  );
}
