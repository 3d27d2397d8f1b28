/**
 * Opening Ask Automatica from elsewhere on the page (the search dialog's last row). Its panel is a
 * modal `<dialog>` in every page (components/layout/assistant-panel.tsx); the header's button and
 * "Try it" open it without a script (`command="show-modal"`).
 */
import { assistantApi } from "../shared/assistant-api";

/** The panel's `<dialog>`: what the openers' `commandfor` names. */
export const ASSISTANT_PANEL_ID = "assistant-panel";
/** Its question box. */
export const ASSISTANT_QUESTION_ID = "assistant-question";

/**
 * Opens the panel and, with `question`, asks it: the question goes into the box and the form is
 * submitted, so it is answered whether or not the panel's island has hydrated yet (its
 * `client:interaction` holds the submit until then). Without the panel, goes to the /ask page.
 */
export function openAssistant(question?: string) {
  const dialog = document.getElementById(ASSISTANT_PANEL_ID);
  const box = document.getElementById(ASSISTANT_QUESTION_ID);
  if (!(dialog instanceof HTMLDialogElement) || !(box instanceof HTMLInputElement)) {
    window.location.assign(assistantApi.page);
    return;
  }
  if (!dialog.open) dialog.showModal();
  if (!question?.trim()) return;
  box.value = question.trim();
  if (box.form) askWhenTaken(box.form, dialog.closest("astro-island"));
}

/** How many frames a question waits for the panel's code to take its form: about 2 s. */
const FRAMES_TO_WAIT = 120;

/**
 * Submits `form` so that the panel's code answers it, never as a plain post while that code is on
 * its way. Opening moved focus into the panel, which starts loading its code
 * (`client:interaction`, which holds a submit until it has hydrated and then sends it again). React
 * may still be hydrating the form when that happens, or when the island says it is done: a submit
 * that nothing prevented reached no handler, so it is held here and sent again next frame, until
 * the panel takes it; after about 2 s it goes as a plain post (the /ask page), as without
 * JavaScript. (Waiting for the island's `done` alone lost the question to a plain post under load.)
 */
function askWhenTaken(form: HTMLFormElement, island: Element | null) {
  let frames = 0;
  const hold = (event: Event) => {
    if (event.target !== form) return;
    if (event.defaultPrevented) {
      // Taken by the panel, or held by its island until it has hydrated (which sends it again).
      if (island?.getAttribute("data-hydration") === "done") removeEventListener("submit", hold);
      return;
    }
    if (++frames > FRAMES_TO_WAIT) return removeEventListener("submit", hold);
    event.preventDefault();
    requestAnimationFrame(() => form.requestSubmit());
  };
  // On the window, after the page's own handlers (React's on the island's root) have had it.
  addEventListener("submit", hold);
  form.requestSubmit();
}
