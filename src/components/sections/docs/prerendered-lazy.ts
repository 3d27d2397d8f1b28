import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a page's sections that must still be in the prerendered HTML, visible without
 * JavaScript. The route's loader (build time only) calls `preload`, so the prerender renders the
 * sections inline; in the browser the chunk loads after hydration and the server HTML stays until then.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
type AnyComponent = ComponentType<any>;

export function prerenderedLazy<K extends string, M extends Record<K, AnyComponent>>(
  load: () => Promise<M>,
  name: K,
) {
  let loaded: M | undefined;
  const Component = lazy(
    () =>
      (loaded
        ? { then: (resolve: (value: unknown) => void) => resolve({ default: loaded![name] }) }
        : load().then((m) => ({ default: m[name] }))) as Promise<{ default: M[K] }>,
  );
  const preload = async () => {
    loaded = await load();
  };
  return [Component, preload] as const;
}
