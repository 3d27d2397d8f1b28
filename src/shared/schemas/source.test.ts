import { describe, expect, it } from "vitest";
import {
  parseLeadSource,
  referrerOrigin,
  sitePath,
  sourceFromPageUrl,
  sourceRows,
  utmFrom,
} from "./source";

describe("lead source parts", () => {
  it("keeps a site path without its query or fragment, nothing that leaves the site", () => {
    expect(sitePath("/pricing?utm_source=x#plans")).toBe("/pricing");
    expect(sitePath(" /blog/post ")).toBe("/blog/post");
    for (const value of ["//other.example/x", "https://other.example/", "pricing", "/\\x", "", 7]) {
      expect(sitePath(value)).toBeUndefined();
    }
    expect(sitePath(`/${"a".repeat(200)}`)).toBeUndefined();
  });

  it("keeps only the origin of an http(s) referrer", () => {
    expect(referrerOrigin("https://news.example/issues/12?reader=ada")).toBe(
      "https://news.example",
    );
    expect(referrerOrigin("http://localhost:8080/x")).toBe("http://localhost:8080");
    for (const value of ["javascript:alert(1)", "android-app://com.example", "not a url", null]) {
      expect(referrerOrigin(value)).toBeUndefined();
    }
  });

  it("keeps the five UTM parameters of a query, trimmed, and nothing else", () => {
    expect(utmFrom("?utm_source=newsletter&utm_campaign=%20spring%20&gclid=1&q=x")).toEqual({
      utm_source: "newsletter",
      utm_campaign: "spring",
    });
    expect(utmFrom("?q=x&utm_source=")).toBeUndefined();
    expect(utmFrom("?utm_source=a%0Ab")).toBeUndefined();
  });
});

describe("parseLeadSource", () => {
  it("keeps each part only when it is what it claims to be", () => {
    expect(
      parseLeadSource({
        page: "/get-started-form",
        landingPage: "https://evil.example/",
        referrer: "https://news.example/a",
        utm: { utm_source: "newsletter", utm_medium: 5, other: "x" },
        email: "ada@example.com",
      }),
    ).toEqual({
      page: "/get-started-form",
      referrer: "https://news.example",
      utm: { utm_source: "newsletter" },
    });
  });

  it("keeps an assistant handoff's starting page and conversation id, and nothing else of it", () => {
    const conversation = "3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f";
    expect(
      parseLeadSource({
        page: "/get-started-form",
        assistant: { page: "/pricing?plan=pro", conversation, question: "How much?" },
      }),
    ).toEqual({ page: "/get-started-form", assistant: { page: "/pricing", conversation } });
    expect(
      parseLeadSource({ assistant: { page: "https://evil.example/", conversation: "<script>" } }),
    ).toBeUndefined();
    expect(parseLeadSource({ assistant: { page: "/" } })).toEqual({ assistant: { page: "/" } });
  });

  it("is undefined for anything that is not an object, or holds nothing worth keeping", () => {
    for (const value of [
      null,
      "x",
      3,
      [],
      { page: "nope" },
      { utm: "utm_source=x" },
      { assistant: "yes" },
      { assistant: { conversation: "short" } },
    ]) {
      expect(parseLeadSource(value)).toBeUndefined();
    }
  });
});

describe("sourceFromPageUrl", () => {
  const origins = ["https://automatica.example"];

  it("reads the page and its UTM parameters from a URL of the site", () => {
    expect(
      sourceFromPageUrl(
        "https://automatica.example/get-started-form?utm_source=newsletter",
        origins,
      ),
    ).toEqual({ page: "/get-started-form", utm: { utm_source: "newsletter" } });
  });

  it("ignores another site's URL, or none", () => {
    expect(sourceFromPageUrl("https://other.example/get-started-form", origins)).toBeUndefined();
    expect(sourceFromPageUrl(undefined, origins)).toBeUndefined();
    expect(sourceFromPageUrl("not a url", origins)).toBeUndefined();
  });
});

describe("sourceRows", () => {
  it("lists the parts as labelled rows, in the e-mail's order", () => {
    expect(
      sourceRows({
        utm: { utm_campaign: "spring", utm_source: "newsletter" },
        referrer: "https://news.example",
        landingPage: "/pricing",
        page: "/get-started-form",
      }),
    ).toEqual([
      ["Form page", "/get-started-form"],
      ["Landing page", "/pricing"],
      ["Referrer", "https://news.example"],
      ["UTM source", "newsletter"],
      ["UTM campaign", "spring"],
    ]);
    expect(
      sourceRows({
        page: "/get-started-form",
        assistant: { page: "/pricing", conversation: "c-12345678" },
      }),
    ).toEqual([
      ["Form page", "/get-started-form"],
      ["Ask Automatica", "yes"],
      ["Asked on", "/pricing"],
      ["Conversation", "c-12345678"],
    ]);
    expect(sourceRows(null)).toEqual([]);
  });
});
