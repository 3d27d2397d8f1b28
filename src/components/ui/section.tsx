import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ElementType, ReactNode } from "react";
import { cn } from "../../lib/utils";
import { HighlightedTitle } from "./highlighted-title";

/**
 * The one way to draw a section of a page (after AstroWind's WidgetWrapper + Headline): a
 * full-width band (`tone`, vertical `spacing`, the fade-in marker) around the page container
 * (`width`, the same side padding everywhere). `heading` renders a SectionHeading and labels the
 * section with it; a section with its own heading passes `labelledBy`.
 */
const sectionVariants = cva("", {
  variants: {
    /** The band behind the container. */
    tone: {
      plain: "",
      muted: "bg-surface/70",
    },
    /** Space above and below: `sm`…`xl` below only (the next section adds its own), `band-sm`, `band` and `band-lg` both sides. */
    spacing: {
      none: "",
      sm: "pb-12",
      md: "pb-16",
      lg: "pb-20",
      xl: "pb-24",
      "band-sm": "py-12",
      band: "py-16 lg:py-20",
      "band-lg": "py-16 lg:py-24",
    },
    /** Room for the fixed header above a page's first section. */
    top: {
      none: "",
      hero: "pt-32 lg:pt-40",
      docs: "pt-28 lg:pt-32",
      status: "pt-40",
    },
  },
  defaultVariants: { tone: "plain", spacing: "lg", top: "none" },
});

/** The page container: centred, a maximum width, the same side padding at every width. */
export const containerVariants = cva("mx-auto px-4 sm:px-6 lg:px-8", {
  variants: {
    width: {
      page: "max-w-7xl",
      wide: "max-w-6xl",
      content: "max-w-5xl",
      text: "max-w-4xl",
      prose: "max-w-3xl",
      narrow: "max-w-2xl",
      form: "max-w-lg",
      card: "max-w-md",
    },
  },
  defaultVariants: { width: "page" },
});

/** What every section component takes: where it sits and how it looks, never its copy. */
export interface SectionProps
  extends VariantProps<typeof sectionVariants>, VariantProps<typeof containerVariants> {
  id?: string;
  /** Classes for the full-width band (use the variants for spacing). */
  className?: string;
}

export interface SectionHeadingProps {
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
        <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        <HighlightedTitle title={title} highlight={highlight} />
      </h2>
      {description ? (
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{description}</p>
      ) : null}
    </div>
  );
}

type SectionElement = "section" | "article" | "header" | "div";

interface SectionComponentProps
  extends SectionProps, Omit<ComponentProps<"section">, "id" | "className" | "title" | "ref"> {
  /** Renders a SectionHeading (its `id` labels the section) before the children. */
  heading?: SectionHeadingProps & { id: string };
  /** The id of the section's own heading, when it draws one itself. */
  labelledBy?: string;
  /** Classes for the container (layout inside it: grid, text alignment). */
  containerClassName?: string;
  as?: SectionElement;
  children?: ReactNode;
}

/**
 * A section of a page. It carries the `data-reveal` marker, so it fades in when first seen
 * (lib/reveal-on-view.ts), unless it is on the first screen, which paints with the page; nothing
 * is hidden unless that script runs.
 */
export function Section({
  id,
  className,
  tone,
  spacing,
  top,
  width,
  heading,
  labelledBy,
  containerClassName,
  as = "section",
  children,
  ...props
}: SectionComponentProps) {
  const Element: ElementType = as;
  return (
    <Element
      id={id}
      data-reveal=""
      aria-labelledby={labelledBy ?? heading?.id}
      className={cn(sectionVariants({ tone, spacing, top }), className) || undefined}
      {...props}
    >
      <div className={cn(containerVariants({ width }), containerClassName)}>
        {heading ? <SectionHeading {...heading} /> : null}
        {children}
      </div>
    </Element>
  );
}
