// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  analyticsAllowed,
  consentStorageKey,
  parseConsent,
  readConsent,
  resetConsentForTests,
  useCookieConsent,
  visitSourceStorageKey,
  writeConsent,
} from "./cookie-consent";

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  Object.defineProperty(navigator, "globalPrivacyControl", {
    value: undefined,
    configurable: true,
  });
  resetConsentForTests();
});

describe("cookie consent store", () => {
  it("reports no choice when nothing is saved", () => {
    expect(readConsent()).toBeNull();
  });

  it("saves a choice in localStorage and reads it back", () => {
    expect(writeConsent("functional")).toBe(true);
    expect(window.localStorage.getItem(consentStorageKey)).toBe("functional");
    expect(readConsent()).toBe("functional");
  });

  it("treats an unknown or hand-edited stored value as no choice", () => {
    window.localStorage.setItem(consentStorageKey, '{"analytics":true}');
    expect(readConsent()).toBeNull();
    expect(parseConsent("ALL")).toBeNull();
    expect(parseConsent("")).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent("all")).toBe("all");
  });

  it("keeps the choice for the visit when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(writeConsent("necessary")).toBe(false);
    expect(readConsent()).toBe("necessary");
  });

  it("updates components showing the choice when it changes", () => {
    const { result } = renderHook(() => useCookieConsent());
    expect(result.current).toBeNull();
    act(() => {
      writeConsent("all");
    });
    expect(result.current).toBe("all");
  });

  it("follows a choice changed in another tab", () => {
    const { result } = renderHook(() => useCookieConsent());
    act(() => {
      window.localStorage.setItem(consentStorageKey, "necessary");
      window.dispatchEvent(new StorageEvent("storage", { key: consentStorageKey }));
    });
    expect(result.current).toBe("necessary");
  });
});

describe("the analytics category", () => {
  const keepVisitSource = () =>
    window.sessionStorage.setItem(visitSourceStorageKey, '{"landingPage":"/pricing"}');

  it("is allowed before any choice and with Accept All, not with Reject All or Enable", () => {
    expect(analyticsAllowed()).toBe(true);
    expect(analyticsAllowed("all")).toBe(true);
    expect(analyticsAllowed("necessary")).toBe(false);
    expect(analyticsAllowed("functional")).toBe(false);
    writeConsent("functional");
    expect(analyticsAllowed()).toBe(false);
  });

  it("is not allowed when the browser sends Global Privacy Control, whatever the choice", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    expect(analyticsAllowed("all")).toBe(false);
    expect(analyticsAllowed(null)).toBe(false);
  });

  it("loses where the visit came from when a choice leaving analytics out is saved", () => {
    for (const choice of ["necessary", "functional"] as const) {
      keepVisitSource();
      writeConsent(choice);
      expect(window.sessionStorage.getItem(visitSourceStorageKey)).toBeNull();
    }
  });

  it("keeps where the visit came from when Accept All is saved", () => {
    keepVisitSource();
    writeConsent("all");
    expect(window.sessionStorage.getItem(visitSourceStorageKey)).not.toBeNull();
  });

  it("saves the choice even when session storage throws", () => {
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(writeConsent("necessary")).toBe(true);
    expect(readConsent()).toBe("necessary");
  });
});
