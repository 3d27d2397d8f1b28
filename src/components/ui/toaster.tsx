import { Toaster as Sonner } from "sonner";

/**
 * The theme on <html> (lib/theme-script.ts), read when the toaster first renders (it hydrates on
 * the first toast); System lets sonner follow the device. Prerendering knows of no choice.
 */
const toasterTheme = () =>
  typeof document === "undefined"
    ? "system"
    : ((document.documentElement.dataset.theme as "light" | "dark" | undefined) ?? "system");

/**
 * The site's toaster: sonner, styled for the site. Sonner renders toasts in an aria-live region, so
 * screen readers announce them. It is rendered once, by the toaster island
 * (components/layout/site-toaster.tsx); use `notify` from lib/toast.ts to show a toast. Its
 * colours for AA contrast in both themes are in app.css.
 */
export function Toaster() {
  return <Sonner position="bottom-right" richColors closeButton theme={toasterTheme()} />;
}
