/**
 * Ref callback for a lazily loaded form: marks it `data-interactive="true"` once React has hydrated
 * it (the page itself hydrates earlier). Browser tests wait for it before typing.
 */
export function markInteractive(element: HTMLElement | null) {
  if (element) element.dataset.interactive = "true";
}
