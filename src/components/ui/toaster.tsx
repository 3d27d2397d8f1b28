import { Toaster as Sonner } from "sonner";

/**
 * The site's toaster: sonner, styled for the site. Sonner renders toasts in an aria-live region, so
 * screen readers announce them. It is rendered once, by the toaster island
 * (components/layout/site-toaster.tsx); use `notify` from lib/toast.ts to show a toast.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { description: "!text-slate-800" } }}
    />
  );
}
