import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/**
 * The classes of a text field (also for a `<select>`). Its shape is its outline and padding: a
 * form's box, a pill beside a button, a search box with its icon.
 */
export const inputVariants = cva(
  "w-full border border-line-strong bg-surface text-base text-ink shadow-sm placeholder:text-ink-muted focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 disabled:opacity-60 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus-visible:ring-red-600/30 dark:focus-visible:border-brand-400 dark:aria-[invalid=true]:border-red-400",
  {
    variants: {
      shape: {
        field: "rounded-lg px-3.5 py-2.5 sm:text-sm",
        pill: "h-11 rounded-full px-5",
        /** Room for the icon on the left; the right padding comes from SearchField. */
        search: "h-12 rounded-full pl-12 [&::-webkit-search-cancel-button]:appearance-none",
      },
    },
    defaultVariants: { shape: "field" },
  },
);
export type InputShape = NonNullable<VariantProps<typeof inputVariants>["shape"]>;

export function Input({
  className,
  shape,
  ...props
}: ComponentProps<"input"> & { shape?: InputShape }) {
  return <input className={cn(inputVariants({ shape }), className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(inputVariants(), "min-h-24 resize-y", className)} {...props} />;
}
