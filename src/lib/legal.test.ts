import { describe, expect, it } from "vitest";
import { site } from "../shared/site";
import { legalLastUpdated } from "../content/legal-updated";
import { formatLongDate } from "./date";
import { fillLegal, lastUpdated, legalFrontMatterSchema } from "./legal";

describe("legal pages", () => {
  it("fills contact placeholders from the site details", () => {
    expect(fillLegal("Write to {email} or {name}.")).toBe(
      `Write to ${site.email} or ${site.name}.`,
    );
  });

  it("refuses an unknown placeholder instead of showing braces", () => {
    expect(() => fillLegal("Call {fax}")).toThrow(/\{fax\}/);
  });

  it("dates every legal page from the one constant, written out and machine-readable", () => {
    expect(formatLongDate("2024-06-01")).toBe("June 1, 2024");
    expect(lastUpdated()).toEqual({
      text: formatLongDate(legalLastUpdated),
      iso: legalLastUpdated,
    });
    expect(fillLegal("As of {lastUpdated}.")).toBe(`As of ${formatLongDate(legalLastUpdated)}.`);
  });

  it("refuses a highlight icon it does not know", () => {
    expect(
      legalFrontMatterSchema.safeParse({ highlights: [{ icon: "unicorn", title: "A", text: "B" }] })
        .success,
    ).toBe(false);
    expect(
      legalFrontMatterSchema.safeParse({ highlights: [{ icon: "lock", title: "A", text: "B" }] })
        .success,
    ).toBe(true);
  });
});
