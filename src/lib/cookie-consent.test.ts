import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  consentStorageKey,
  parseConsent,
  readConsent,
  resetConsentForTests,
  useCookieConsent,
  writeConsent,
} from "./cookie-consent";

afterEach(() => {
  window.localStorage.clear();
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
