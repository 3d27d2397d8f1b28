// @vitest-environment node
// Each layer of the spam verdict on its own, then together.
import { describe, expect, it } from "vitest";
import { VALID } from "../test-support.js";
import { countLinks, judge, parsePhrases, phrasesIn, PHRASES } from "./verdict.js";

const clean = { data: VALID.contact, honeypot: false, challenge: /** @type {const} */ ("solved") };

describe("the spam verdict", () => {
  it("passes a clean submission with a solved proof of work, sent after a while", () => {
    expect(judge({ ...clean, elapsedMs: 40_000 })).toEqual({
      verdict: "ok",
      score: 0,
      reasons: [],
    });
  });

  it("calls a filled honeypot, or a forged proof of work, spam outright", () => {
    expect(judge({ ...clean, honeypot: true })).toMatchObject({
      verdict: "spam",
      reasons: ["the hidden field was filled"],
    });
    expect(judge({ ...clean, challenge: "invalid" })).toMatchObject({
      verdict: "spam",
      reasons: ["a forged or wrong proof of work"],
    });
  });

  it("accepts a form sent without JavaScript as ok when nothing else is wrong, never worse than suspect for that", () => {
    expect(judge({ ...clean, challenge: "missing" })).toEqual({
      verdict: "ok",
      score: 1,
      reasons: ["no proof of work"],
    });
    // Without a proof of work, one weak sign more makes it suspect, not spam.
    expect(
      judge({
        ...clean,
        challenge: "missing",
        data: { ...VALID.contact, message: "a.com b.com c.com" },
      }),
    ).toMatchObject({ verdict: "suspect", reasons: ["no proof of work", "3 links in the text"] });
  });

  it("counts an expired or reused proof of work like none", () => {
    expect(judge({ ...clean, challenge: "expired" }).reasons).toEqual(["an expired proof of work"]);
    expect(judge({ ...clean, challenge: "reused" }).reasons).toEqual([
      "a proof of work used before",
    ]);
    expect(judge({ ...clean, challenge: "reused" }).verdict).toBe("ok");
  });

  it("sets a time trap: sent within 3 s of the page's start is a weak sign", () => {
    expect(judge({ ...clean, elapsedMs: 1_200 })).toEqual({
      verdict: "ok",
      score: 1,
      reasons: ["sent 1.2 s after the page started loading"],
    });
    expect(judge({ ...clean, elapsedMs: 3_000 }).reasons).toEqual([]);
    expect(judge({ ...clean, challenge: "missing", elapsedMs: 800 }).verdict).toBe("suspect");
  });

  it("makes a name holding a link or a web address suspect", () => {
    for (const name of [
      "Ada https://spam.example",
      "www.cheap.example Ada",
      "cheap-seo.xyz",
      "bit.ly/x",
    ]) {
      expect(judge({ ...clean, data: { ...VALID.contact, name } }), name).toMatchObject({
        verdict: "suspect",
        reasons: ["a web address in the name"],
      });
    }
    for (const name of ["St.John Smith", "J.R.R. Tolkien", "Ada Lovelace", "Dr. No"]) {
      expect(judge({ ...clean, data: { ...VALID.contact, name } }).verdict, name).toBe("ok");
    }
  });

  it("lets an organisation be a domain but not a link", () => {
    const enquiry = { ...VALID.enquiry, organization: "Booking.com" };
    expect(judge({ ...clean, data: enquiry }).verdict).toBe("ok");
    expect(
      judge({ ...clean, data: { ...enquiry, organization: "https://booking.com" } }).reasons,
    ).toEqual(["a link in the organization"]);
  });

  it("weighs links in the text by how many", () => {
    const withLinks = (/** @type {number} */ n) =>
      judge({
        ...clean,
        data: {
          ...VALID.contact,
          message: Array.from({ length: n }, (_, i) => `https://l${i}.example/p`).join(" "),
        },
      });
    expect(withLinks(2)).toMatchObject({ verdict: "ok", score: 0 });
    expect(withLinks(3)).toMatchObject({
      verdict: "ok",
      score: 1,
      reasons: ["3 links in the text"],
    });
    expect(withLinks(5)).toMatchObject({
      verdict: "suspect",
      score: 2,
      reasons: ["5 links in the text"],
    });
  });

  it("finds known spam phrases as whole words, whatever the case", () => {
    expect(phrasesIn("We do SEO   Services.", PHRASES)).toEqual(["seo services"]);
    expect(phrasesIn("casinos nearby", ["casino"])).toEqual([]);
    expect(
      judge({ ...clean, data: { ...VALID.enquiry, needs: "Cheap SEO services for you" } }),
    ).toMatchObject({
      verdict: "suspect",
      reasons: ['the spam phrase "seo services"'],
    });
    // A phrase and a web address in the name: spam.
    expect(
      judge({
        ...clean,
        data: { ...VALID.enquiry, name: "rank.xyz", needs: "Cheap SEO services for you" },
      }),
    ).toMatchObject({ verdict: "spam", score: 4 });
  });

  it("reads the phrase file: one a line, comments and blanks skipped", () => {
    expect(parsePhrases("# note\n\n Casino \r\nGuest Post\n")).toEqual(["casino", "guest post"]);
    expect(PHRASES.length).toBeGreaterThan(10);
    expect(
      PHRASES.every((phrase) => phrase === phrase.toLowerCase() && !phrase.startsWith("#")),
    ).toBe(true);
  });

  it("counts links written out, and bare web addresses, but not e-mail addresses", () => {
    expect(countLinks("mail me at ada@example.com")).toBe(0);
    expect(countLinks("see https://www.example.com/a and www.example.org and [url=x]")).toBe(3);
    expect(countLinks("cheap.xyz and seo.top/now")).toBe(2);
  });

  it("never quotes what was typed in its reasons", () => {
    const typed = "Visit https://secret-shop.example/?q=ada now";
    const { reasons } = judge({
      ...clean,
      challenge: "missing",
      data: { ...VALID.contact, name: typed, message: `${typed} ${typed} ${typed}` },
    });
    expect(reasons.join(" ")).not.toMatch(/secret-shop|Visit/);
  });
});
