import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/**
 * A button's classes, for a <button> or a link styled as one. Never wider than its container: a
 * long label wraps onto balanced, centred lines and the button grows in height (min-h-*, not h-*),
 * keeping its rounded ends.
 */
export const buttonVariants = cva(
  // `btn` (app.css): the box, the focus ring, the disabled state, one class on every button.
  "btn [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
        gradient:
          "bg-gradient-to-r from-brand-600 to-violet-600 text-white shadow-md shadow-brand-600/20 hover:from-brand-700 hover:to-violet-700",
        outline: "border border-line-strong bg-surface/80 text-ink hover:bg-sunken",
        secondary: "bg-accent-soft text-accent hover:bg-brand-100 dark:hover:bg-brand-500/25",
        ghost: "text-ink-soft hover:bg-slate-100 hover:text-ink dark:hover:bg-slate-800",
        /** Text that acts as a button (with `size="text"`: no padding or minimum height). */
        link: "text-accent underline-offset-4 hover:underline",
        destructive: "bg-red-600 text-white hover:bg-red-700",
        /** On a dark or brand-coloured band. */
        inverse: "bg-white text-brand-700 shadow-sm hover:bg-brand-50",
        inverseOutline: "border border-white/50 text-white hover:bg-white/10",
        /** A filter chip, a toggle button: filled while pressed (`aria-pressed`). */
        chip: "border border-line-strong bg-surface text-ink-soft hover:border-brand-400 hover:text-accent aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white",
      },
      /** Each size's box (a pill's height and padding) and text; `text`, a link's, has no box. */
      size: {
        sm: "min-h-9 px-4 py-1.5 text-sm",
        default: "min-h-11 px-6 py-2 text-sm",
        lg: "min-h-12 px-8 py-2.5 text-base",
        icon: "size-10",
        text: "text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export interface ButtonProps extends ComponentProps<"button">, ButtonVariantProps {}

/** A button. For a link styled as a button: <Link className={buttonVariants({ ... })}>. */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
