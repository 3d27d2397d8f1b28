import { cn } from "../../lib/utils";
import { HighlightedTitle } from "./page-hero";

interface SectionHeadingProps {
  title: string;
  highlight?: string;
  description?: string;
  eyebrow?: string;
  align?: "center" | "left";
  id?: string;
  className?: string;
}

/** An h2 with optional eyebrow and description, for sections inside a page. */
export function SectionHeading({
  title,
  highlight,
  description,
  eyebrow,
  align = "center",
  id,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-brand-700">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <HighlightedTitle title={title} highlight={highlight} />
      </h2>
      {description ? (
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{description}</p>
      ) : null}
    </div>
  );
}
