import type { AstroIntegration, ClientDirective } from "astro";

/** What a visitor does inside an island that starts its hydration (`client:interaction`). */
const TRIGGERS = ["pointerdown", "click", "keydown", "focusin", "input", "submit"];
/** A held submit goes as a plain post after this long if the island has not hydrated. */
const PLAIN_POST_AFTER_MS = 15_000;

const input = () => new Event("input", { bubbles: true });

/**
 * Lets a hydrated island's state pick up what was typed into `field` before: an `input` event (React
 * hydrates at once on it, and then knows the field's value as it is), then the value emptied
 * through the field's own setter (which a framework that tracks values sees) and put back through
 * the browser's (which it does not), and a second `input` event, which it now takes as a change.
 */
function replayTyping(field: Element) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return;
  const typed = field.value;
  field.dispatchEvent(input());
  field.value = "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
  field.dispatchEvent(input());
}

/**
 * `client:interaction`, the site's one way to make a widget interactive: the island hydrates on the
 * visitor's first interaction inside it, and that interaction is not lost.
 * - A click (not on a link, a form field or a submit button, which work natively) is held and made
 *   again on the same element once the island has hydrated (React keeps the build-time DOM nodes);
 *   so is a key pressed outside a text field (an arrow key on a tab; not Tab, Enter or Space).
 * - Typed text stays in its field, and the island's state picks it up once hydrated
 *   (`replayTyping`).
 * - A submit is held and sent again (`requestSubmit`) once hydrated. If the island cannot hydrate
 *   (Astro's `astro:hydration-error`: a script a new deployment removed, a dropped connection) or
 *   15 s pass, the form goes as a plain post, as without JavaScript, and only while the browser is
 *   online (else once it is back).
 * The island tells where it is in `data-hydration` (the one signal, for styles and tests): `idle`
 * once it is to hydrate by itself, `loading`, `done` (a frame after its framework hydrated it) or
 * `failed`; no attribute while it waits for the visitor. A value of words tunes it: event names
 * limit the triggers (`client:interaction="click"`, the search island, which the header's button
 * and Ctrl+K click); `idle` hydrates it when the browser is idle, whatever the visitor does (a
 * widget that runs by itself: the hero slider); `query` does so if the page's address has a query
 * string, and `stored:<key>` if the browser's local or session storage holds `key`: for a widget
 * whose state comes from there (a filter, a tab, a preselected choice; a saved post, a draft).
 * Astro inlines this code into each page that uses it: keep it small.
 */
const interaction: ClientDirective = (load, options, island) => {
  const words = typeof options.value === "string" ? options.value.split(" ").filter(Boolean) : [];
  const named = words.filter(
    (word) => word !== "idle" && word !== "query" && !word.startsWith("stored:"),
  );
  const triggers = named.length ? named : TRIGGERS;
  const clicks: Element[] = [];
  const keys: [Element, KeyboardEvent][] = [];
  const typed = new Set<Element>();
  let held: HTMLFormElement | undefined;
  let state = 0; // 0 waiting, 1 loading, 2 hydrated, 3 failed
  const mark = (hydration: string) => island.setAttribute("data-hydration", hydration);

  const postPlainly = () => {
    if (!held || state === 2) return;
    if (!navigator.onLine) return addEventListener("online", postPlainly, { once: true });
    const form = held;
    held = undefined;
    HTMLFormElement.prototype.submit.call(form);
  };
  const stopListening = () => {
    for (const type of triggers) island.removeEventListener(type, onEvent, true);
  };

  const hydrateNow = async () => {
    state = 1;
    mark("loading");
    island.addEventListener("astro:hydration-error", () => (state = 3), { once: true });
    const hydrate = await load();
    await hydrate();
    if (state === 3) {
      mark("failed");
      stopListening();
      postPlainly();
      return;
    }
    state = 2;
    stopListening();
    for (const field of typed) replayTyping(field);
    // Not element.click(): the target may be an icon's SVG, which has no click().
    for (const element of clicks.splice(0))
      element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    // The held event is its own init: key, code, modifiers, bubbles and cancelable.
    for (const [element, key] of keys.splice(0))
      element.dispatchEvent(new KeyboardEvent("keydown", key));
    if (held) held.requestSubmit();
    held = undefined;
    requestAnimationFrame(() => mark("done"));
  };

  // One way to start, whatever starts it: if the island's code cannot load, stop holding the
  // visitor's actions (they go to the build-time HTML as they are) and post a held form plainly.
  const start = () =>
    void hydrateNow().catch(() => {
      state = 3;
      mark("failed");
      stopListening();
      postPlainly();
    });

  function onEvent(event: Event) {
    const target = event.target as HTMLElement;
    if (event.type === "submit") {
      event.preventDefault();
      held = target as HTMLFormElement;
      setTimeout(postPlainly, PLAIN_POST_AFTER_MS);
    } else if (
      event.type === "click" &&
      !target.closest("a[href], input, select, textarea, label, [type=submit]")
    ) {
      event.preventDefault();
      event.stopPropagation();
      clicks.push(target);
    } else if (
      event instanceof KeyboardEvent &&
      !/^(Tab|Enter| |Shift|Control|Alt|Meta)$/.test(event.key) &&
      !target.closest("input, select, textarea, [contenteditable]")
    ) {
      // An arrow key on a tab, say. Enter and Space on a button make a click, held above.
      event.preventDefault();
      event.stopPropagation();
      keys.push([target, event]);
    } else if (event.type === "input") typed.add(target);
    if (!state) start();
  }

  for (const type of triggers) island.addEventListener(type, onEvent, true);
  // A widget that runs by itself, or whose state is in the address (a filter, a tab, a preselected
  // choice) or in the browser's storage (a saved post, a draft): hydrate it when idle.
  const stored = (key: string) => {
    try {
      return localStorage.getItem(key) ?? sessionStorage.getItem(key);
    } catch {
      return null; // storage blocked
    }
  };
  const byItself = words.some(
    (word) =>
      word === "idle" ||
      (word === "query" && location.search) ||
      (word.startsWith("stored:") && stored(word.slice(7)) !== null),
  );
  if (byItself) {
    mark("idle");
    requestIdleCallback(() => state || start());
  }
};
export default interaction;

/** Registers `client:interaction` (astro.config.mjs). */
export function clientInteraction(): AstroIntegration {
  return {
    name: "client-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) =>
        addClientDirective({
          name: "interaction",
          entrypoint: new URL("./client-interaction.ts", import.meta.url).pathname,
        }),
    },
  };
}
