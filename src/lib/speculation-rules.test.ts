// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { inlineScript } from "./inline-script";
import { neverLoadedAhead, prefetchOnHover, speculationRules } from "./speculation-rules";

const listeners: [string, EventListener][] = [];
const realAdd = window.addEventListener.bind(window);

/** Runs the fallback as a page's head does, in a browser without speculation rules. */
function runFallback() {
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    listeners.push([type, listener as EventListener]);
    realAdd(type, listener, options);
  });
  new Function(inlineScript(prefetchOnHover, neverLoadedAhead))();
}

function focusLink(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.textContent = href;
  document.body.append(link);
  link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=prefetch]")].map(
    (link) => new URL(link.href).pathname + new URL(link.href).search,
  );

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
  for (const hint of document.head.querySelectorAll("link[rel=prefetch]")) hint.remove();
  document.body.innerHTML = "";
});

describe("loading a page ahead", () => {
  it("prerenders by rules that leave out sign-in, the form endpoints, thank-you pages and queries", () => {
    const rules = JSON.parse(speculationRules) as { prerender: { where: { and: unknown[] } }[] };
    const conditions = JSON.stringify(rules.prerender[0]?.where.and);
    for (const left of ["/api/*", "/login", "/*/thanks"]) expect(conditions).toContain(left);
    expect(conditions).toContain('{"pathname":"*","search":"(.+)"}');
  });

  it("without speculation rules, prefetches a page once when its link is focused, never the pages the rules leave out", () => {
    vi.spyOn(DOMTokenList.prototype, "supports").mockReturnValue(true);
    runFallback();
    for (const href of ["/careers", "/careers", "/login", "/api/contact", "/contact/thanks"])
      focusLink(href);
    focusLink("/integrations?q=drive");
    focusLink("https://elsewhere.example/page");
    focusLink(window.location.pathname);
    expect(prefetched()).toEqual(["/careers"]);
  });

  it("fetches at low priority where the browser has no prefetch links", () => {
    vi.spyOn(DOMTokenList.prototype, "supports").mockReturnValue(false);
    const fetch = vi.fn(() => Promise.resolve(new Response("")));
    vi.stubGlobal("fetch", fetch);
    runFallback();
    focusLink("/pricing");
    expect(fetch).toHaveBeenCalledWith(`${window.location.origin}/pricing`, { priority: "low" });
    vi.unstubAllGlobals();
  });
});
