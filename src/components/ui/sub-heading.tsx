import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

/**
 * The heading of a part inside a section (a list, a sub-section of a job page, search results, a
 * tab's panel): an h2 a size below SectionHeading's (section.tsx). `className` places it or hides
 * it in a mode (margins, `sr-only` variants), never restyles it. A file of its own, so that an
 * island drawing one does not bundle Section.
 */
export function SubHeading({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className={cn("text-2xl font-bold text-ink", className)}>
      {children}
    </h2>
  );
}
