import { createElement } from "react";
import type { ExternalToast } from "sonner";

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

/** The site's toasts. Sonner and its toaster load on the first toast, not with the page. */
async function show(kind: "default" | "success" | "error", title: string, options?: ExternalToast) {
  const [{ toast }] = await Promise.all([import("sonner"), mountToaster()]);
  if (kind === "default") toast(title, options);
  else toast[kind](title, options);
}

export const notify = {
  /** A neutral toast, e.g. 'Code copied to clipboard'. */
  info: (title: string, options?: ExternalToast) => show("default", title, options),
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  /** Destructive: failures and refused input. */
  error: (title: string, options?: ExternalToast) => show("error", title, options),
};
