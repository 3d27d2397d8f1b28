import { Icon } from "./icon";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/utils";

/**
 * A disclosure widget on the native <details>/<summary>: keyboard, screen readers and no-JS all
 * work without a line of script.
 */
export function Disclosure({
  summary,
  children,
  className,
  ...props
}: ComponentProps<"details"> & { summary: ReactNode }) {
  return (
    <details className={cn("group border-b border-line", className)} {...props}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium text-ink hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        {summary}
        <Icon
          name="chevron-down"
          className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="pb-4 text-sm leading-relaxed text-ink-soft">{children}</div>
    </details>
  );
}
