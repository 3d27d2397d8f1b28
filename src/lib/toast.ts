import { createElement } from "react";
import type { ExternalToast } from "sonner";
import { plainNoticeCopy } from "../content/form-messages";

type Kind = "default" | "success" | "error";

let toaster: Promise<void> | undefined;

/**
 * Mounts the site's toaster (components/ui/sonner.tsx) on the first toast, in its own React root at
 * the end of the body: no page ships sonner or a toaster island before a toast is wanted.
 */
function mountToaster(): Promise<void> {
  toaster ??= Promise.all([import("react-dom/client"), import("../components/ui/sonner")]).then(
    ([{ createRoot }, { Toaster }]) =>
      new Promise<void>((resolve) => {
        const host = document.createElement("div");
        document.body.append(host);
        createRoot(host).render(createElement(Toaster, { onMounted: resolve }));
      }),
  );
  return toaster;
}

/**
 * The notice without the toaster, when its code cannot load (offline, or a deployment has replaced
 * the files this page was built with): plain DOM in a live region, closed by its button, styled
 * by app.css (#plain-notice).
 */
function showPlainNotice(kind: Kind, title: string, description = "") {
  document.getElementById("plain-notice")?.remove();
  const notice = document.createElement("div");
  notice.id = "plain-notice";
  notice.setAttribute("role", kind === "error" ? "alert" : "status");
  const close = document.createElement("button");
  close.onclick = () => notice.remove();
  const heading = document.createElement("p");
  close.textContent = plainNoticeCopy.dismiss;
  heading.textContent = title;
  notice.append(close, heading, description);
  document.body.append(notice);
}

/** The site's toasts. Sonner and its toaster load on the first toast, not with the page. */
async function show(kind: Kind, title: string, options?: ExternalToast) {
  try {
    const [{ toast }] = await Promise.all([import("sonner"), mountToaster()]);
    if (kind === "default") toast(title, options);
    else toast[kind](title, options);
  } catch (error) {
    toaster = undefined;
    console.error("The toaster could not load; showing the notice without it", error);
    showPlainNotice(
      kind,
      title,
      typeof options?.description === "string" ? options.description : "",
    );
  }
}

export const notify = {
  /** A neutral toast, e.g. 'Code copied to clipboard'. */
  info: (title: string, options?: ExternalToast) => show("default", title, options),
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  /** Destructive: failures and refused input. */
  error: (title: string, options?: ExternalToast) => show("error", title, options),
};
