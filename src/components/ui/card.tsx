import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ElementType } from "react";
import { cn } from "../../lib/utils";
import { ThemedImage } from "./themed-image";

/**
 * The one card (after shadcn/ui's Card): a bordered box in one of the site's looks. `cn` does not
 * merge conflicting utilities, so looks, padding, corners and hover are variants, never overrides.
 */
export const cardVariants = cva("border", {
  variants: {
    tone: {
      /** White, a little see-through over the page background. */
      default: "border-line bg-surface/90 shadow-sm",
      solid: "border-line bg-surface shadow-sm",
      /** An illustration or screenshot lifted off the page. */
      raised: "border-line bg-surface shadow-lg",
      brand: "border-brand-100 bg-accent-soft/80 dark:border-brand-400/30",
      /** The plan to pick: brand border, ring and a deeper shadow. */
      featured:
        "border-brand-600 bg-surface shadow-xl ring-2 ring-brand-600 dark:border-brand-400 dark:ring-brand-400",
      /** White with a brand border: a choice the visitor makes. */
      accent: "border-brand-200 dark:border-brand-400/40 bg-surface/90 shadow-sm",
      /** An empty state: nothing matched, nothing saved. */
      dashed: "border-dashed border-line-strong bg-surface/80 text-center",
    },
    radius: { md: "rounded-2xl", lg: "rounded-3xl" },
    padding: {
      none: "",
      xs: "p-4",
      sm: "p-5",
      md: "p-6",
      /** p-6, p-8 from the small breakpoint. */
      responsive: "p-6 sm:p-8",
      lg: "p-8",
      xl: "p-6 sm:p-10",
      /** A quotation or a figure standing alone. */
      quote: "p-8 sm:p-12",
      empty: "p-10",
    },
    /** Hover feedback for a card that is (or holds) a link. */
    interactive: {
      false: "",
      true: "transition hover:shadow-md",
      /** The whole card is one link: also tints the border and rings when focused inside. */
      link: "transition hover:border-brand-300 hover:shadow-md dark:hover:border-brand-400 focus-within:ring-2 focus-within:ring-brand-500",
    },
  },
  defaultVariants: { tone: "default", radius: "md", padding: "md", interactive: false },
});

export type CardVariants = VariantProps<typeof cardVariants>;

type CardProps<T extends ElementType> = { as?: T } & CardVariants & ComponentProps<T>;

export function Card<T extends ElementType = "div">({
  as,
  tone,
  radius,
  padding,
  interactive,
  className,
  ...props
}: CardProps<T>) {
  const Component = (as ?? "div") as ElementType;
  return (
    <Component
      className={cn(cardVariants({ tone, radius, padding, interactive }), className)}
      {...props}
    />
  );
}

/** An illustration or screenshot in a raised card of its own. */
/** A card's illustration, lifted off the page, in the theme's version (`ThemedImage`). */
export function CardImage({ className, ...props }: ComponentProps<typeof ThemedImage>) {
  return (
    <ThemedImage
      className={cn(
        cardVariants({ tone: "raised", radius: "lg", padding: "none" }),
        "h-auto w-full",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2", className)} {...props} />;
}

type CardTitleProps<T extends ElementType> = { as?: T } & ComponentProps<T>;

/** The card's heading: an h3 unless `as` says otherwise (a span inside a link, an h2). */
export function CardTitle<T extends ElementType = "h3">({
  as,
  className,
  ...props
}: CardTitleProps<T>) {
  const Component = (as ?? "h3") as ElementType;
  return <Component className={cn("text-lg font-semibold text-ink", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm leading-relaxed text-ink-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex-1", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto flex items-center gap-3", className)} {...props} />;
}
