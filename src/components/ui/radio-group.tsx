import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/utils";

/**
 * A native radio button's looks. In dark it is drawn (a slate ring, a thick brand ring when chosen),
 * because the browser's dark radio is a neutral grey off the site's slate; `accent-color` only
 * tints a checked one.
 */
export const radioInputClass =
  "size-4 shrink-0 accent-brand-600 dark:appearance-none dark:rounded-full dark:border dark:border-line-strong dark:bg-page dark:checked:border-[5px] dark:checked:border-brand-400";

/** A fieldset of native radio buttons: arrow keys, form reset and no-JS all work as the browser does. */
export function RadioGroup({
  legend,
  className,
  children,
  ...props
}: ComponentProps<"fieldset"> & { legend: ReactNode }) {
  return (
    <fieldset className={cn("grid gap-2", className)} {...props}>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function RadioOption({
  label,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { label: ReactNode }) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm font-medium text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-accent-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
        className,
      )}
    >
      <input
        type="radio"
        className={cn(radioInputClass, "focus-visible:outline-none")}
        {...props}
      />
      {label}
    </label>
  );
}
