import type { ComponentProps, ElementType } from "react";

type RevealProps<T extends ElementType> = { as?: T } & ComponentProps<T>;

/**
 * A section that fades and slides in (500 ms) the first time it becomes visible. It only carries
 * the `data-reveal` marker: one small inline script in the head (lib/reveal-on-view.ts) does the rest, for
 * hydrated components and build-time HTML alike. Nothing is hidden unless that script runs.
 */
export function Reveal<T extends ElementType = "section">({ as, ...props }: RevealProps<T>) {
  const Component = (as ?? "section") as ElementType;
  return <Component data-reveal="" {...props} />;
}
