import type { ExternalToast } from "sonner";
import { requestToaster } from "../components/ui/toaster-slot";

/**
 * The site's toasts. Sonner (and its toaster) load on the first toast, not with the page:
 * every page's first load stays within the JavaScript budget.
 */
async function show(kind: "default" | "success" | "error", title: string, options?: ExternalToast) {
  const [{ toast }] = await Promise.all([import("sonner"), requestToaster()]);
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
