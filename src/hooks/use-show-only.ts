import { useLayoutEffect, type RefObject } from "react";

/**
 * The one way an island shows and hides static HTML (Astro passes it as children: the cards of the
 * blog, docs hub, integrations and careers lists, the docs hub's panels): shows the elements inside
 * `ref` whose `attribute` is one of `shown` and hides (Tailwind's `hidden` class) the others. That
 * HTML is not React's to render, so it is kept in step with the island's state after each change;
 * the build-time HTML already matches the first state (a class, not the `hidden` attribute, so that
 * `noscript:block` can show every panel when the browser runs no script).
 */
export function useShowOnly(
  ref: RefObject<HTMLElement | null>,
  attribute: string,
  shown: readonly string[],
) {
  const key = shown.join("\n");
  useLayoutEffect(() => {
    const keys = new Set(key.split("\n"));
    for (const element of ref.current?.querySelectorAll<HTMLElement>(`[${attribute}]`) ?? []) {
      element.classList.toggle("hidden", !keys.has(element.getAttribute(attribute) ?? ""));
    }
  }, [ref, attribute, key]);
}
