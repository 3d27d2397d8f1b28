import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** A native checkbox, styled. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-4 shrink-0 rounded border-slate-400 accent-brand-600 dark:accent-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
      {...props}
    />
  );
}
