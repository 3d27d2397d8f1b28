import { lazy, Suspense, useSyncExternalStore } from "react";

/** Whether a toast has been asked for yet, and who waits for the toaster to be mounted. */
let requested = false;
let mounted: (() => void) | undefined;
const mountedPromise = new Promise<void>((resolve) => {
  mounted = resolve;
});
const listeners = new Set<() => void>();

export function requestToaster(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return mountedPromise;
}

const LazyToaster = lazy(() => import("./sonner").then((module) => ({ default: module.Toaster })));

/**
 * Renders the toaster once the first toast is requested. Its own island in the base layout
 * (`client:idle`); any other island asks for a toast through `notify` (lib/toast.ts), which shares this
 * module with it, so sonner (about 9 KB gz) loads on the first toast only, on no page before.
 */
export function ToasterSlot() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onMounted={() => mounted?.()} />
    </Suspense>
  );
}
