/**
 * A build-time form whose island hydrates after the page has painted, and which works at every stage:
 * - without JavaScript it posts to its `action` (its endpoint of the form API, which answers with a
 *   redirect to the form's thank-you page; never a GET, which would put what was typed into the
 *   URL, the history and server logs), and the browser checks the fields' HTML limits;
 * - a submit made before its island has hydrated is held and sent again once it has, or as a plain
 *   post if it cannot hydrate (`client:interaction`, lib/client-interaction.ts);
 * - what was typed before then stays (see `enteredBeforeHydration`);
 * - when ITS island hydrates, the form itself is marked `data-interactive="true"`: the ref below runs
 *   as React commits this form, whatever the state of the page's other islands (browser tests wait
 *   for it).
 */
function whenHydrated(ownMessages: boolean) {
  return (form: HTMLFormElement | null) => {
    if (!form) return;
    // Until now the browser checked required, lengths and e-mail type; from here our messages do.
    if (ownMessages) form.noValidate = true;
    form.dataset.interactive = "true";
  };
}

const held = { method: "post" } as const;

/** Spread on a `<form action={...}>`. */
export const progressiveForm = {
  /** The form shows its own messages once hydrated (noValidate from then on). */
  ownMessages: { ...held, ref: whenHydrated(true) },
  /** The browser's own checks stay on after hydration. */
  browserMessages: { ...held, ref: whenHydrated(false) },
  /** Only the hydration mark, for a form that is not posted (the resources search). */
  searchOnly: { ref: whenHydrated(false) },
};

/**
 * What the visitor entered into the build-time form `formId` before its island hydrated: read once,
 * while React hydrates it (the DOM still holds what was typed or chosen). Undefined when nothing was
 * entered, or when there is no such form in the page (a component test).
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
