// Each layer of the spam verdict on its own, then together.
import { describe, expect, it } from "vitest";
import { VALID } from "../test-support.ts";
import { countLinks, judge } from "./verdict.ts";
import type { Submission } from "./verdict.ts";

const clean = { data: VALID.contact, honeypot: false, challenge: "solved" } satisfies Submission;

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

  it("counts an expired proof of work like none, and a replayed one as a sign of its own", () => {
    expect(judge({ ...clean, challenge: "expired" })).toEqual({
      verdict: "ok",
      score: 1,
      reasons: ["an expired proof of work"],
    });
    // Solved once by a browser, then posted again: suspect by itself (it was ok before, a single
    // point like a visitor without JavaScript).
    expect(judge({ ...clean, challenge: "reused" })).toEqual({
      verdict: "suspect",
      score: 2,
      reasons: ["a proof of work used before"],
    });
  });

  it("weighs a missing proof of work more when the content already looks like an offer", () => {
    const pitch = { ...VALID.enquiry, needs: "Buy backlinks now: only $49 for 10 dofollow links" };
    expect(judge({ ...clean, data: pitch }).verdict).toBe("spam");
    const softer = { ...VALID.enquiry, needs: "Our SEO packages would get you more clients." };
    expect(judge({ ...clean, data: softer })).toMatchObject({ verdict: "suspect", score: 2 });
    expect(judge({ ...clean, challenge: "missing", data: softer })).toMatchObject({
      verdict: "spam",
      score: 4,
      reasons: ["no proof of work", 'the spam phrase "seo packages"'],
    });
    // One sign only: held, not thrown away.
    const one = { ...VALID.contact, message: "Our site is not ranking, can you help with that?" };
    expect(judge({ ...clean, data: one })).toMatchObject({ verdict: "ok", score: 1 });
    expect(judge({ ...clean, challenge: "missing", data: one })).toMatchObject({
      verdict: "suspect",
      score: 2,
    });
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
    for (const name of ["Ada https://spam.example", "www.cheap.example Ada"]) {
      expect(judge({ ...clean, data: { ...VALID.contact, name } }), name).toMatchObject({
        verdict: "suspect",
        reasons: ["a web address in the name"],
      });
    }
    expect(judge({ ...clean, data: { ...VALID.contact, name: "cheap-seo.xyz" } })).toMatchObject({
      verdict: "suspect",
      reasons: ["a link on a top-level domain spam favours", "a web address in the name"],
    });
    expect(judge({ ...clean, data: { ...VALID.contact, name: "bit.ly/x" } })).toMatchObject({
      verdict: "suspect",
      reasons: ["a shortened link", "a web address in the name"],
    });
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
    const withLinks = (n: number) =>
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

  it("scores phrases in context: a trade's own word is nothing, the same word in a pitch is", () => {
    const hotel = {
      ...VALID.enquiry,
      organization: "Silver Lake Casino Resort",
      needs: "Guests ask about check-in, parking and the casino's dress code. We want a chatbot.",
    };
    expect(judge({ ...clean, challenge: "missing", data: hotel })).toMatchObject({
      verdict: "ok",
      reasons: ["no proof of work"],
    });
    const casino = {
      ...hotel,
      needs: "Play at the best casino: 200% bonus on $100 at luckyspin.example",
    };
    expect(judge({ ...clean, challenge: "missing", data: casino }).verdict).not.toBe("ok");
    const staffing = {
      ...VALID.enquiry,
      needs: "We place work from home customer service reps and screen 500 applicants a week.",
    };
    expect(judge({ ...clean, challenge: "missing", data: staffing }).verdict).toBe("ok");
    const scheme = {
      ...VALID.enquiry,
      needs: "Earn $500/day working from home, no experience needed!",
    };
    expect(judge({ ...clean, challenge: "missing", data: scheme }).verdict).toBe("spam");
    // A phrase and a web address in the name: spam, even with a proof of work.
    expect(
      judge({
        ...clean,
        data: { ...VALID.enquiry, name: "rank.xyz", needs: "Guaranteed rankings for you" },
      }),
    ).toMatchObject({ verdict: "spam" });
  });

  it("reads links as a person would: invisible characters, hxxp, [.], dot com, look-alike letters", () => {
    const reasonsOf = (message: string) =>
      judge({ ...clean, data: { ...VALID.contact, message } }).reasons;
    expect(reasonsOf("Visit h\u200bt\u200bt\u200bp\u200bs://cheap\u200b.top now")).toEqual([
      "zero-width characters inside a word or an address",
      "a link on a top-level domain spam favours",
    ]);
    expect(reasonsOf("Order at hxxps://shop[.]example/buy")).toEqual([
      "a disguised link (hxxp, [.], dot com)",
    ]);
    expect(reasonsOf("Go to rankup-now dot com today")).toEqual([
      "a disguised link (hxxp, [.], dot com)",
    ]);
    expect(reasonsOf("Sign in at https://www.p\u0430ypal-secure.example/login")).toEqual([
      "a link whose host mixes Latin with Cyrillic or Greek letters",
    ]);
    expect(reasonsOf("Sign in here:\u202e moc.elpmaxe//:sptth")).toEqual([
      "direction overrides in the text",
    ]);
    // What people write: a joiner inside an emoji, the dot com bubble, a Cyrillic address.
    expect(reasonsOf("Freelance dev 👩\u200d💻 since the dot com bubble; see пример.рф")).toEqual(
      [],
    );
  });

  it("lets a lead link its own site up to three times", () => {
    const own = {
      ...VALID.enquiry,
      email: "sven@fjordkayak.example",
      needs:
        "Tours: https://fjordkayak.example/tours, prices: fjordkayak.example/prices, FAQ: www.fjordkayak.example/faq",
    };
    expect(judge({ ...clean, challenge: "missing", data: own })).toMatchObject({ verdict: "ok" });
    // Found by the organisation's name when the address is web mail.
    const named = { ...own, email: "sven.olsen@gmail.com", organization: "Fjord Kayak Tours" };
    expect(judge({ ...clean, challenge: "missing", data: named }).verdict).toBe("ok");
    // Three links to other sites are a sign.
    const others = { ...own, needs: "See a.example/x, b.example/y and c.example/z please" };
    expect(judge({ ...clean, challenge: "missing", data: others }).reasons).toContain(
      "3 links in the text",
    );
  });

  it("reads what an e-mail address says: stems of spam, a top-level domain spam favours", () => {
    const invite = (contact: string) =>
      judge({ ...clean, challenge: "missing", data: { contact } });
    expect(invite("orders@cheap-backlinks.xyz")).toMatchObject({ verdict: "spam" });
    expect(invite("link.building.services@outlook.com").verdict).toBe("suspect");
    expect(invite("info@casinoresort-hotel.example").verdict).toBe("ok");
    expect(invite("loans@harbourlending.example").verdict).toBe("ok");
    // A +tag is the owner's label for who was given the address.
    expect(invite("ada+promo.cheap.backlinks@example.net").verdict).toBe("ok");
  });

  it("counts links written out, and bare web addresses, but not e-mail addresses", () => {
    expect(countLinks("mail me at ada@example.com")).toBe(0);
    expect(countLinks("see https://www.example.com/a and www.example.org and [url=x]")).toBe(3);
    expect(countLinks("cheap.xyz and seo.top/now")).toBe(2);
    expect(countLinks("hxxp://a[.]example, b (dot) example and c\u200b.example")).toBe(3);
    // A sentence that lacks a space after its full stop.
    expect(countLinks("We open a new site.Online booking comes next.")).toBe(0);
    expect(countLinks("Book at our-new-site.online or Cheap.XYZ")).toBe(2);
  });

  it("takes a few milliseconds on any text, however it is made to slow a regular expression down", () => {
    // Each once as a warm-up (the phrases' expressions compile on first use), then timed.
    const texts = [
      "1 ",
      "1.",
      "a.",
      "a-",
      "a\u200b",
      "$1 ",
      "1% ",
      "ab1 $ 2,3 € x.y ",
      "a dot ",
    ].map((unit) => unit.repeat(Math.floor(5000 / unit.length)));
    const judgeAll = () =>
      texts.map((message) => {
        const start = performance.now();
        judge({ ...clean, challenge: "missing", data: { ...VALID.contact, message } });
        return performance.now() - start;
      });
    judgeAll();
    // A pattern that backtracked took 117 s on "1.1.1.…" before its numbers were bounded.
    expect(Math.max(...judgeAll())).toBeLessThan(1_000);
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
