// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { consentStorageKey, visitSourceStorageKey } from "./cookie-consent";
import { leadSource } from "./visit-source";
import { startHandoff } from "./assistant-handoff";
import { assistantSettings } from "./assistant-settings";
import { inlineScript } from "./inline-script";
import { keepVisitSource, visitSourceArguments } from "./keep-visit-source";

const { lead } = assistantSettings();

/** A visit's first page, as the inline script in its head keeps it. */
function land(path: string, referrer = "") {
  window.history.replaceState(null, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  new Function(inlineScript(keepVisitSource, ...visitSourceArguments))();
}

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  Object.defineProperty(navigator, "globalPrivacyControl", {
    value: undefined,
    configurable: true,
  });
  window.history.replaceState(null, "", "/");
});

describe("the lead source a form sends", () => {
  it("names the form's page, the visit's landing page, the linking site and the campaign", () => {
    land("/pricing?utm_source=newsletter&utm_campaign=spring&ref=x", "https://news.example/a/b");
    window.history.replaceState(null, "", "/get-started-form?interest=Chat%20Bot");
    expect(leadSource()).toEqual({
      page: "/get-started-form",
      landingPage: "/pricing",
      referrer: "https://news.example",
      utm: { utm_source: "newsletter", utm_campaign: "spring" },
    });
  });

  it("is the page alone when nothing was kept", () => {
    expect(leadSource("/contact")).toEqual({ page: "/contact" });
  });

  it("drops what is not what it claims to be in a hand-edited entry", () => {
    window.sessionStorage.setItem(
      visitSourceStorageKey,
      JSON.stringify({
        landingPage: "https://evil.example/",
        referrer: "javascript:alert(1)",
        utm: { utm_source: "ok", other: "x", utm_medium: 3 },
        email: "ada@example.com",
      }),
    );
    expect(leadSource("/contact")).toEqual({ page: "/contact", utm: { utm_source: "ok" } });
    for (const junk of ["not json", "[1,2]", "null", '"text"']) {
      window.sessionStorage.setItem(visitSourceStorageKey, junk);
      expect(leadSource("/contact")).toEqual({ page: "/contact" });
    }
  });

  it("sends the page alone once a choice leaving analytics out is saved, even in another tab", () => {
    land("/pricing?utm_source=newsletter");
    window.localStorage.setItem(consentStorageKey, "functional");
    expect(leadSource("/contact")).toEqual({ page: "/contact" });
  });

  it("sends the page alone when the browser sends Global Privacy Control", () => {
    land("/pricing?utm_source=newsletter");
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    expect(leadSource("/contact")).toEqual({ page: "/contact" });
  });

  it("adds an Ask Automatica handoff's page and conversation to what the visit kept", () => {
    land("/pricing?utm_source=newsletter");
    startHandoff([], {
      consent: false,
      source: { page: "/pricing", conversation: "conv-1234abcd" },
      lead,
    });
    expect(leadSource("/get-started-form")).toEqual({
      page: "/get-started-form",
      landingPage: "/pricing",
      utm: { utm_source: "newsletter" },
      assistant: { page: "/pricing", conversation: "conv-1234abcd" },
    });
  });

  it("keeps no handoff once a choice leaving analytics out is saved", () => {
    window.localStorage.setItem(consentStorageKey, "functional");
    startHandoff([], {
      consent: false,
      source: { page: "/pricing", conversation: "conv-1234abcd" },
      lead,
    });
    expect(window.sessionStorage.getItem(visitSourceStorageKey)).toBeNull();
    expect(leadSource("/get-started-form")).toEqual({ page: "/get-started-form" });
  });

  it("sends the page alone when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(leadSource("/contact")).toEqual({ page: "/contact" });
  });
});
