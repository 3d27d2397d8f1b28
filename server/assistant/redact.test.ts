import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDACTED, redact } from "./redact.ts";

describe("redacting a question before it is stored", () => {
  it.each([
    ["mail me at jane.doe+sales@example.co.uk please", "mail me at [email] please"],
    ["JANE@EXAMPLE.COM", "[email]"],
    ["jane @ example.com", "[email]"],
    ["jane (at) example (dot) com", "[email]"],
    ["jane [at] example [dot] com", "[email]"],
    ["jürgen@beispiel.de", "[email]"],
    ["call +1 (555) 010-4200 today", "call [phone] today"],
    ["555.010.4200", "[phone]"],
    ["my number is 0044 20 7946 0958.", "my number is [phone]."],
    ["+442079460958", "[phone]"],
    ["text 555-0104 or 5550104200", "text [phone] or [phone]"],
    // What is not an address or a number stays.
    [
      "Is Pro $24 a month? 10,000 requests a minute",
      "Is Pro $24 a month? 10,000 requests a minute",
    ],
    ["What changed on 2026-11-25?", "What changed on 2026-11-25?"],
    ["Do you support @mentions in Slack?", "Do you support @mentions in Slack?"],
    ["Pro plan. Next question", "Pro plan. Next question"],
    ["In 2025 and 2026", "In 2025 and 2026"],
    ["call 0000-00-00", "call [phone]"],
  ])("%j → %j", (question, stored) => {
    expect(redact(question)).toBe(stored);
  });

  it("never keeps an e-mail address or a phone number, wherever it is in the question", () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    const address = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9._+-]{1,12}$/),
        word,
        fc.constantFrom("com", "org", "co.uk", "example"),
      )
      .filter(([local]) => /[a-z0-9]/.test(local))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
    const phone = fc
      .tuple(
        fc.constantFrom("", "+1 ", "+44 ", "("),
        fc.array(fc.stringMatching(/^\d{2,4}$/), { minLength: 3, maxLength: 4 }),
        fc.constantFrom(" ", "-", ".", ""),
      )
      .map(([prefix, groups, separator]) => `${prefix}${groups.join(separator)}`)
      // Seven digits or more, and not a date (2026-11-25 stays).
      .filter(
        (text) =>
          text.replace(/\D/g, "").length >= 7 &&
          !/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(text),
      );
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 5 }),
        fc.oneof(address, phone),
        fc.array(word, { maxLength: 5 }),
        (before, secret, after) => {
          const question = [...before, secret, ...after].join(" ");
          const stored = redact(question);
          expect(stored).not.toContain(secret);
          expect(stored).not.toMatch(/@|\d{3}/);
          expect(stored.includes(REDACTED.email) || stored.includes(REDACTED.phone)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
