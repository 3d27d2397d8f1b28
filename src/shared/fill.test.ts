import { describe, expect, it } from "vitest";
import { fill, fillCounted } from "./fill";

describe("fill", () => {
  it("puts each value in place of its placeholder", () => {
    expect(fill("Showing {count} of {total} integrations", { count: 3, total: 37 })).toBe(
      "Showing 3 of 37 integrations",
    );
    expect(fill("© {year} {name}. {name}", { year: 2026, name: "Automatica" })).toBe(
      "© 2026 Automatica. Automatica",
    );
  });

  it("does not fill what a value brings in that looks like a placeholder", () => {
    expect(fill("Demo for {business}.", { business: "{business} & Co" })).toBe(
      "Demo for {business} & Co.",
    );
  });

  it("throws on a placeholder with no value rather than showing braces", () => {
    const template: string = "Call {fax}";
    expect(() => fill(template, { phone: "1" })).toThrow(/\{fax\}/);
  });

  it("fails the typecheck when a key is missing or misspelt", () => {
    // @ts-expect-error: {total} has no value
    expect(() => fill("Showing {count} of {total}", { count: 1 })).toThrow(/\{total\}/);
    // @ts-expect-error: "pgae" is not a key of "Page {page}"
    expect(() => fill("Page {page}", { pgae: 2 })).toThrow(/\{page\}/);
  });
});

describe("fillCounted", () => {
  const found = { one: "{count} page found", other: "{count} pages found" } as const;
  const matches = {
    one: "1 page matches “{query}”",
    other: "{count} pages match “{query}”",
  } as const;

  it("picks the English plural form of the count", () => {
    expect(fillCounted(found, 1)).toBe("1 page found");
    expect(fillCounted(found, 0)).toBe("0 pages found");
    expect(fillCounted(found, 2)).toBe("2 pages found");
    expect(fillCounted(found, 21)).toBe("21 pages found");
  });

  it("fills the phrase's other placeholders", () => {
    expect(fillCounted(matches, 1, { query: "bot" })).toBe("1 page matches “bot”");
    expect(fillCounted(matches, 4, { query: "bot" })).toBe("4 pages match “bot”");
    // @ts-expect-error: {query} needs a value
    expect(() => fillCounted(matches, 4)).toThrow(/\{query\}/);
  });
});
