import { useEffect } from "react";
import { toast } from "sonner";
import { receiveToasts, TOASTER_ID, type ToastRequest } from "../../lib/toast";
import { Toaster } from "../ui/toaster";

const show = ({ kind, title, options }: ToastRequest) => {
  if (kind === "default") toast(title, options);
  else toast[kind](title, options);
};

/**
 * The page's one toaster, an island in every page (base-layout.astro) that hydrates on the first
 * toast (`client:interaction="automatica:toast"`, the event `notify` sends it) and then shows the
 * toasts asked for (lib/toast.ts). It takes them once sonner's toaster, its child, is listening.
 */
export function SiteToaster() {
  useEffect(() => receiveToasts(show), []);
  return (
    <div id={TOASTER_ID}>
      <Toaster />
    </div>
  );
}
