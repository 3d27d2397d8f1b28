/**
 * A prerendered form whose code arrives after the page works at every stage:
 * - without JavaScript it posts to its own address (a GET would put what was typed into the URL,
 *   the history and server logs), and the browser checks the fields' HTML limits;
 * - a submit made before its code has hydrated it is held (holdEarlySubmitsScript in root.tsx) and
 *   sent again once it has;
 * - once hydrated it is marked `data-interactive="true"` (browser tests wait for it).
 */
function whenHydrated(ownMessages: boolean) {
  return (form: HTMLFormElement | null) => {
    if (!form) return;
    // Until now the browser checked required, lengths and e-mail type; from here our messages do.
    if (ownMessages) form.noValidate = true;
    form.dataset.interactive = "true";
    if (form.hasAttribute("data-held")) {
      form.removeAttribute("data-held");
      // After this commit, so React's submit handler and the form's state are in place.
      setTimeout(() => form.requestSubmit());
    }
  };
}

const held = { method: "post", "data-hold-submit": "" } as const;

export const progressiveForm = {
  /** The form shows its own messages once hydrated (noValidate from then on). */
  ownMessages: { ...held, ref: whenHydrated(true) },
  /** The browser's own checks stay on after hydration. */
  browserMessages: { ...held, ref: whenHydrated(false) },
};

/**
 * What the visitor entered into the prerendered form `formId` before its code loaded: read once, while
 * React hydrates it (the DOM still holds what was typed or chosen). Undefined when nothing was
 * entered, or when the form was not prerendered (a client-side navigation, a test).
 */
export function enteredBeforeHydration(formId: string): Record<string, string> | undefined {
  if (typeof document === "undefined") return undefined;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return undefined;
  const entered = [...new FormData(form)].filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
  return entered.length ? Object.fromEntries(entered) : undefined;
}
