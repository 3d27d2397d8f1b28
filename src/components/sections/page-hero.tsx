import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

/** Splits `title` around `highlight` and renders the highlighted part in the brand gradient. */
export function HighlightedTitle({ title, highlight }: { title: string; highlight?: string }) {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className="bg-gradient-to-r from-brand-600 to-violet-600 bg-clip-text text-transparent">
        {highlight}
      </span>
      {title.slice(at + highlight.length)}
    </>
  );
}

interface PageHeroProps {
  title: string;
  highlight?: string;
  description: string;
  eyebrow?: string;
  children?: ReactNode;
  className?: string;
}

/** The shared page title block: eyebrow, h1 with an optional highlighted word, description, actions. */
export function PageHero({
  title,
  highlight,
  description,
  eyebrow,
  children,
  className,
}: PageHeroProps) {
  return (
    <section
      className={cn("mx-auto max-w-4xl px-4 pb-12 pt-32 text-center sm:px-6 lg:pt-40", className)}
    >
      {eyebrow ? (
        <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-brand-700">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
        <HighlightedTitle title={title} highlight={highlight} />
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{description}</p>
      {children ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
      ) : null}
    </section>
  );
}
