import type { ExternalToast } from "sonner";
import { plainNoticeCopy } from "../shared/form-messages";

export type ToastKind = "default" | "success" | "error";

/** A toast asked for with `notify`, until the toaster shows it. */
export interface ToastRequest {
  kind: ToastKind;
  title: string;
  options?: ExternalToast;
}

/**
 * The event that starts the toaster island's hydration: base-layout.astro renders it with
 * `client:interaction="automatica:toast"`, so no page loads sonner before its first toast.
 */
export const TOAST_EVENT = "automatica:toast";
/** The element inside the toaster island (components/layout/site-toaster.tsx) the event goes to. */
export const TOASTER_ID = "site-toaster";

/** Toasts asked for before the toaster has hydrated. */
const waiting: ToastRequest[] = [];
let display: ((toast: ToastRequest) => void) | undefined;
let toasterFailed = false;

/**
 * The notice without the toaster, when its code cannot load (offline, or a deployment has replaced
 * the files this page was built with): plain DOM in a live region, closed by its button, styled
 * by app.css (#plain-notice).
 */
function showPlainNotice({ kind, title, options }: ToastRequest) {
  document.getElementById("plain-notice")?.remove();
  const notice = document.createElement("div");
  notice.id = "plain-notice";
  notice.setAttribute("role", kind === "error" ? "alert" : "status");
  const close = document.createElement("button");
  close.onclick = () => notice.remove();
  const heading = document.createElement("p");
  close.textContent = plainNoticeCopy.dismiss;
  heading.textContent = title;
  const description = typeof options?.description === "string" ? options.description : "";
  notice.append(close, heading, description);
  document.body.append(notice);
}

/**
 * Called by the toaster island once it has hydrated: it shows the toasts that waited for it, and
 * every later one at once. Returns the function that stops it.
 */
export function receiveToasts(show: (toast: ToastRequest) => void): () => void {
  display = show;
  for (const toast of waiting.splice(0)) show(toast);
  return () => {
    if (display === show) display = undefined;
  };
}

function request(toast: ToastRequest) {
  if (display) return display(toast);
  const toaster = document.getElementById(TOASTER_ID);
  if (!toaster || toasterFailed) return showPlainNotice(toast);
  if (!waiting.length)
    toaster.closest("astro-island")?.addEventListener(
      "astro:hydration-error",
      () => {
        toasterFailed = true;
        console.error("The toaster could not load; showing the notice without it");
        for (const waited of waiting.splice(0)) showPlainNotice(waited);
      },
      { once: true },
    );
  waiting.push(toast);
  toaster.dispatchEvent(new Event(TOAST_EVENT));
}

/** The site's toasts. The toaster island hydrates on the first one, through `client:interaction`. */
export const notify = {
  /** A neutral toast, e.g. 'Code copied to clipboard'. */
  info: (title: string, options?: ExternalToast) => request({ kind: "default", title, options }),
  success: (title: string, options?: ExternalToast) => request({ kind: "success", title, options }),
  /** Destructive: failures and refused input. */
  error: (title: string, options?: ExternalToast) => request({ kind: "error", title, options }),
};
