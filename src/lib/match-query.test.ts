import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesQuery } from "./match-query";

const slack = ["Slack", "Chat alerts in channels"];

describe("matchesQuery", () => {
  it("matches everything for an empty or blank query", () => {
    expect(matchesQuery("", slack)).toBe(true);
    expect(matchesQuery("  \t ", slack)).toBe(true);
    expect(matchesQuery("", [])).toBe(true);
  });

  it("ignores case in the query and in the fields", () => {
    expect(matchesQuery("SLACK", slack)).toBe(true);
    expect(matchesQuery("chat ALERTS", ["CHAT alerts"])).toBe(true);
  });

  it("needs every word of the query, each in some field", () => {
    expect(matchesQuery("slack channels", slack)).toBe(true);
    expect(matchesQuery("slack webhook", slack)).toBe(false);
  });

  it("ignores spaces around and between the words", () => {
    expect(matchesQuery("  slack   alerts ", slack)).toBe(true);
  });

  it("does not match a word split across two fields", () => {
    expect(matchesQuery("slackchat", slack)).toBe(false);
  });

  it("matches nothing against no fields, for a real query", () => {
    expect(matchesQuery("slack", [])).toBe(false);
  });

  // SPEC, integrations filter: "a card shows only if it matches the category (or All) and the
  // search text appears, case-insensitively, in its name or description".
  it("keeps every card whose name or description contains the search text (the spec's rule)", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (name, description, extra, start, length, inName) => {
          const field = `${inName ? name : description}${extra}`;
          const from = start % (field.length + 1);
          const text = field.slice(from, from + length);
          const [n, d] = inName ? [field, description] : [name, field];
          expect(matchesQuery(text.toUpperCase(), [n, d])).toBe(true);
          expect(matchesQuery(` ${text} `, [n, d])).toBe(true);
        },
      ),
    );
  });

  it("matches a one-word query exactly when a field contains it, ignoring case", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\S+$/), fc.array(fc.string()), (word, fields) => {
        const contained = fields.some((f) => f.toLowerCase().includes(word.toLowerCase()));
        expect(matchesQuery(word, fields)).toBe(contained);
      }),
    );
  });

  it("matches a query exactly when it matches each of its words", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\S+$/)), fc.array(fc.string()), (words, fields) => {
        expect(matchesQuery(words.join(" "), fields)).toBe(
          words.every((word) => matchesQuery(word, fields)),
        );
      }),
    );
  });
});
