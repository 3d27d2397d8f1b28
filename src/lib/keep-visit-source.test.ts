// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { consentStorageKey, visitSourceStorageKey } from "./cookie-consent";
import { inlineScript } from "./inline-script";
import { keepVisitSource, visitSourceArguments } from "./keep-visit-source";

/** Opens `path` (with the referrer given) in this tab and runs the script, as a page's head does. */
function visit(path: string, referrer = "") {
  window.history.replaceState(null, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  new Function(inlineScript(keepVisitSource, ...visitSourceArguments))();
}

const kept = () => {
  const value = window.sessionStorage.getItem(visitSourceStorageKey);
  return value === null ? null : (JSON.parse(value) as unknown);
};

function sendGlobalPrivacyControl(value: boolean | undefined) {
  Object.defineProperty(navigator, "globalPrivacyControl", { value, configurable: true });
}

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  sendGlobalPrivacyControl(undefined);
  window.history.replaceState(null, "", "/");
});

describe("the visit-source script", () => {
  it("keeps the landing page, the linking site's origin and the UTM parameters, nothing else", () => {
    visit(
      "/pricing?utm_source=newsletter&gclid=abc&utm_campaign=spring&q=bots#plans",
      "https://news.example/issues/12?reader=ada",
    );
    expect(kept()).toEqual({
      landingPage: "/pricing",
      referrer: "https://news.example",
      utm: { utm_source: "newsletter", utm_campaign: "spring" },
    });
  });

  it("keeps every UTM parameter the site knows, the first of each name", () => {
    visit(
      "/?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&utm_source=z&utm_id=f",
    );
    expect(kept()).toEqual({
      landingPage: "/",
      utm: { utm_source: "a", utm_medium: "b", utm_campaign: "c", utm_term: "d", utm_content: "e" },
    });
  });

  it("is written once a visit: the first page wins over every later one", () => {
    visit("/pricing?utm_source=newsletter", "https://news.example/");
    visit("/get-started-form?utm_source=other", `${window.location.origin}/pricing`);
    expect(kept()).toEqual({
      landingPage: "/pricing",
      referrer: "https://news.example",
      utm: { utm_source: "newsletter" },
    });
  });

  it("keeps no referrer when the link was on this site, or there was none", () => {
    visit("/blog", `${window.location.origin}/`);
    expect(kept()).toEqual({ landingPage: "/blog", utm: {} });
    window.sessionStorage.clear();
    visit("/blog");
    expect(kept()).toEqual({ landingPage: "/blog", utm: {} });
  });

  it("keeps nothing when the saved cookie choice leaves analytics out", () => {
    for (const choice of ["necessary", "functional"]) {
      window.localStorage.setItem(consentStorageKey, choice);
      visit("/pricing?utm_source=newsletter");
      expect(kept()).toBeNull();
    }
  });

  it("keeps the entry with Accept All, or before any choice is saved", () => {
    window.localStorage.setItem(consentStorageKey, "all");
    visit("/pricing");
    expect(kept()).toMatchObject({ landingPage: "/pricing" });
    window.sessionStorage.clear();
    window.localStorage.clear();
    visit("/about");
    expect(kept()).toMatchObject({ landingPage: "/about" });
  });

  it("keeps nothing when the browser sends Global Privacy Control", () => {
    sendGlobalPrivacyControl(true);
    visit("/pricing?utm_source=newsletter");
    expect(kept()).toBeNull();
  });

  it("does nothing, without an error, when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => visit("/pricing?utm_source=newsletter")).not.toThrow();
    vi.restoreAllMocks();
    expect(kept()).toBeNull();
  });

  it("stays small: it is inline in every page", () => {
    expect(inlineScript(keepVisitSource, ...visitSourceArguments).length).toBeLessThan(600);
  });
});
