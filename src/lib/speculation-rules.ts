/**
 * Pages never prerendered or prefetched, as URL patterns: the form endpoints, sign-in and the
 * forms' thank-you pages (nor, below, an address with a query).
 */
const NEVER_LOADED_AHEAD = ["/api/*", "/login", "/*/thanks"];

/**
 * The site's speculation rules, inline in every page (base-layout.astro, allowed by their hash):
 * where the browser supports them, a same-origin page is prerendered when a link to it is hovered
 * or pressed (`moderate`), so it shows at once. Never `NEVER_LOADED_AHEAD`, nor an address with a
 * query. Other browsers prefetch instead (`prefetchOnHover`).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          ...NEVER_LOADED_AHEAD.map((pattern) => ({ not: { href_matches: pattern } })),
          // Every path: a pattern object takes the parts before its first given one from the
          // page's own address, so `{ search }` alone would match this page's path only.
          { not: { href_matches: { pathname: "*", search: "(.+)" } } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** `NEVER_LOADED_AHEAD` as the source of one regular expression over a path. */
export const neverLoadedAhead = `^(${NEVER_LOADED_AHEAD.map((pattern) =>
  pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^?#]*"),
).join("|")})$`;

/**
 * Where the browser does not support speculation rules: a same-origin page is fetched into the
 * cache when a link to it is pointed at for 80 ms, focused or touched (`<link rel="prefetch">`, or a
 * low-priority fetch where that is unsupported). The same pages as the rules: never a path matching
 * `never` (`neverLoadedAhead`), an address with a query, or this page. An inline head script
 * (`inlineScript(prefetchOnHover, neverLoadedAhead)`, base-layout.astro).
 */
export function prefetchOnHover(never: string): void {
  if (HTMLScriptElement.supports?.("speculationrules")) return;
  const fetched = new Set([location.pathname]);
  const excluded = new RegExp(never);
  const prefetch = (target: EventTarget | null) => {
    const link = (target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement)) return;
    const { origin, pathname, search, href } = link;
    if (origin !== location.origin || search || fetched.has(pathname) || excluded.test(pathname))
      return;
    fetched.add(pathname);
    const hint = document.createElement("link");
    if (hint.relList.supports?.("prefetch")) {
      hint.rel = "prefetch";
      hint.href = href;
      document.head.append(hint);
    } else void fetch(href, { priority: "low" } as RequestInit).catch(() => undefined);
  };
  let pointing: ReturnType<typeof setTimeout> | undefined;
  addEventListener("pointerover", ({ target }) => {
    clearTimeout(pointing);
    pointing = setTimeout(prefetch, 80, target);
  });
  addEventListener("pointerout", () => clearTimeout(pointing));
  addEventListener("focusin", ({ target }) => prefetch(target));
  addEventListener("touchstart", ({ target }) => prefetch(target), { passive: true });
}
