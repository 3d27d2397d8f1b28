import type { ComponentProps, ElementType } from "react";

const THRESHOLD = 0.1;

/** Callback ref: marks the element revealed the first time 10% of it is visible. */
function observeReveal(element: HTMLElement | null) {
  if (!element || typeof IntersectionObserver === "undefined") {
    element?.setAttribute("data-revealed", "");
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          entry.target.setAttribute("data-revealed", "");
          observer.disconnect();
        }
      }
    },
    { threshold: THRESHOLD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

type RevealProps<T extends ElementType> = { as?: T } & ComponentProps<T>;

/**
 * A section that fades and slides in (500 ms) the first time it becomes visible. Without JavaScript
 * or with reduced motion the content is simply shown (see app.css).
 */
export function Reveal<T extends ElementType = "section">({ as, ...props }: RevealProps<T>) {
  const Component = (as ?? "section") as ElementType;
  return <Component data-reveal="" ref={observeReveal} {...props} />;
}
