import type { Link as LinkContent } from "../../../content/home";
import { buttonVariants } from "../../ui/button";
import { HighlightedTitle } from "../page-hero";

export interface HeroIntroProps {
  page: { title: string; highlight?: string; description: string };
  eyebrow: string;
  primary: LinkContent;
  secondary: LinkContent;
}

/** The hero's text: eyebrow, the page's h1 (its LCP element), description and the two CTAs. */
export function HeroIntro({ page, eyebrow, primary, secondary }: HeroIntroProps) {
  return (
    <div>
      <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-brand-700">
        {eyebrow}
      </p>
      <h1
        id="home-title"
        className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
      >
        <HighlightedTitle title={page.title} highlight={page.highlight} />
      </h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{page.description}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={primary.href} className={buttonVariants({ variant: "gradient", size: "lg" })}>
          {primary.label}
        </a>
        <a href={secondary.href} className={buttonVariants({ variant: "outline", size: "lg" })}>
          {secondary.label}
        </a>
      </div>
    </div>
  );
}
