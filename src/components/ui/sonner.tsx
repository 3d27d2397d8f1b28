import { Toaster as Sonner } from "sonner";

/**
 * The site's toaster, loaded on the first toast (mounted by lib/toast.ts). Sonner renders toasts in
 * an aria-live region, so screen readers announce them. Use `notify` from lib/toast.ts to show one.
 */
export function Toaster({ onMounted }: { onMounted: () => void }) {
  return (
    <>
      <Sonner
        position="bottom-right"
        richColors
        closeButton
        toastOptions={{ classNames: { description: "!text-slate-800" } }}
      />
      <span hidden ref={(element) => (element ? onMounted() : undefined)} />
    </>
  );
}
