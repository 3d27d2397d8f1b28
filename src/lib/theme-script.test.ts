// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../shared/site";
import { consentStorageKey, themeStorageKey, writeConsent } from "./cookie-consent";
import { inlineScript } from "./inline-script";
import { themeScript, themeScriptArguments } from "./theme-script";

// jsdom lacks HTMLMetaElement.media, which every browser has.
if (!("media" in HTMLMetaElement.prototype))
  Object.defineProperty(HTMLMetaElement.prototype, "media", {
    get(this: HTMLMetaElement) {
      return this.getAttribute("media") ?? "";
    },
  });

const script = inlineScript(themeScript, ...themeScriptArguments);

/** A page's head as the layout writes it (two theme-color metas), then its theme script, then the control. */
function loadPage() {
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${site.themeColor.light}">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${site.themeColor.dark}">`;
  document.body.innerHTML = "";
  new Function(script)();
  document.body.innerHTML = ["light", "dark", "system"]
    .map((value) => `<label><input type="radio" name="theme" value="${value}"> ${value}</label>`)
    .join("");
  document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true }));
}

const theme = () => document.documentElement.getAttribute("data-theme");
const themeColors = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);
const checked = () =>
  document.querySelector<HTMLInputElement>('input[name="theme"]:checked')?.value;
function choose(value: string) {
  const radio = document.querySelector<HTMLInputElement>(`input[name="theme"][value="${value}"]`)!;
  radio.click();
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute("data-theme");
});

describe("the theme script in every page's head", () => {
  it.each(["light", "dark"])(
    "puts a stored %s theme on <html> before the body is parsed",
    (value) => {
      window.localStorage.setItem(themeStorageKey, value);
      document.head.innerHTML = "";
      new Function(script)();
      expect(theme()).toBe(value);
    },
  );

  it("leaves <html> without a theme (System: the system decides) when nothing is stored", () => {
    loadPage();
    expect(theme()).toBeNull();
    expect(checked()).toBe("system");
    expect(themeColors()).toEqual([site.themeColor.light, site.themeColor.dark]);
  });

  it.each(["system", "Dark", "blue", '{"theme":"dark"}'])(
    "treats a stored %j it did not write as System",
    (value) => {
      window.localStorage.setItem(themeStorageKey, value);
      loadPage();
      expect(theme()).toBeNull();
      expect(checked()).toBe("system");
    },
  );

  it("falls back to System when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    loadPage();
    expect(theme()).toBeNull();
  });

  it("checks the stored choice in the control once the page is parsed, and both theme-colors follow it", () => {
    window.localStorage.setItem(themeStorageKey, "dark");
    loadPage();
    expect(checked()).toBe("dark");
    expect(themeColors()).toEqual([site.themeColor.dark, site.themeColor.dark]);
  });

  it("applies and remembers a choice made in the control; System forgets it", () => {
    loadPage();
    choose("dark");
    expect(theme()).toBe("dark");
    expect(window.localStorage.getItem(themeStorageKey)).toBe("dark");
    choose("system");
    expect(theme()).toBeNull();
    expect(window.localStorage.getItem(themeStorageKey)).toBeNull();
    expect(themeColors()).toEqual([site.themeColor.light, site.themeColor.dark]);
  });

  it("keeps the choice for the visit only after Reject All (no functional storage)", () => {
    window.localStorage.setItem(consentStorageKey, "necessary");
    loadPage();
    choose("light");
    expect(theme()).toBe("light");
    expect(window.localStorage.getItem(themeStorageKey)).toBeNull();
    expect(window.sessionStorage.getItem(themeStorageKey)).toBe("light");
  });

  it("still applies a choice on this page when storage is blocked", () => {
    loadPage();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "QuotaExceededError");
    });
    choose("dark");
    expect(theme()).toBe("dark");
  });

  it("shows a choice made since a page was prerendered, when that page is shown", () => {
    loadPage();
    window.localStorage.setItem(themeStorageKey, "dark");
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(theme()).toBe("dark");
  });

  it("shows a choice made since a page went into the back/forward cache, when it comes back", () => {
    loadPage();
    window.localStorage.setItem(themeStorageKey, "light");
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(theme()).toBe("light");
  });
});

describe("Reject All and a remembered theme", () => {
  it("moves the theme from local storage to the visit's session storage", () => {
    window.localStorage.setItem(themeStorageKey, "dark");
    writeConsent("necessary");
    expect(window.localStorage.getItem(themeStorageKey)).toBeNull();
    expect(window.sessionStorage.getItem(themeStorageKey)).toBe("dark");
  });

  it("leaves it in local storage with Enable", () => {
    window.localStorage.setItem(themeStorageKey, "dark");
    writeConsent("functional");
    expect(window.localStorage.getItem(themeStorageKey)).toBe("dark");
  });
});
