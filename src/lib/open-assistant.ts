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
  const send = () => box.form?.requestSubmit();
  // Opening moved focus into the panel, which starts loading its code (`client:interaction`). A
  // submit held in that same moment is replayed before React has hydrated the form and goes as a
  // plain post (the /ask page); so the question is sent once the island is hydrated, or as that
  // plain post if it cannot be.
  const island = dialog.closest("astro-island");
  const settled = () => /^(done|failed)$/.test(island?.getAttribute("data-hydration") ?? "done");
  if (settled()) return send();
  const watch = new MutationObserver(() => {
    if (!settled()) return;
    watch.disconnect();
    send();
  });
  watch.observe(island!, { attributes: true, attributeFilter: ["data-hydration"] });
}
