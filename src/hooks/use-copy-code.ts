import type { MouseEvent } from "react";
import { notify } from "../lib/toast";

export const COPIED_MARKER_MS = 2000;

/**
 * One click handler for a container of build-time highlighted code blocks: a click on a block's
 * copy button copies its code, toasts 'Code copied to clipboard' and marks the button as copied
 * for 2 seconds.
 */
export function useCopyCode() {
  return async function onClick(event: MouseEvent<HTMLElement>) {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("[data-copy-code]");
    if (!button) return;
    const code = button.closest("[data-code-block]")?.querySelector("pre")?.textContent ?? "";
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      notify.error("Could not copy", {
        description: "Select the code and copy it with your keyboard.",
      });
      return;
    }
    notify.info("Code copied to clipboard");
    button.dataset.copied = "";
    button.textContent = "Copied";
    window.setTimeout(() => {
      delete button.dataset.copied;
      button.textContent = "Copy";
    }, COPIED_MARKER_MS);
  };
}
