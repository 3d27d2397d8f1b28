import { describe, expect, it } from "vitest";
import { site } from "../content/site";
import { fillPlaceholders, isoDate, lastUpdated, legalFrontMatterSchema } from "./legal";

describe("legal pages", () => {
  it("fills contact placeholders from the site details", () => {
    expect(fillPlaceholders("Write to {{ email }} or {{name}}.")).toBe(
      `Write to ${site.email} or ${site.name}.`,
    );
  });

  it("refuses an unknown placeholder instead of showing braces", () => {
    expect(() => fillPlaceholders("Call {{fax}}")).toThrow(/\{\{fax\}\}/);
  });

  it("turns the written date into an ISO date, and no date into none", () => {
    expect(isoDate("June 1, 2024")).toBe("2024-06-01");
    expect(lastUpdated("June 1, 2024")).toEqual({ text: "June 1, 2024", iso: "2024-06-01" });
    expect(lastUpdated(undefined)).toBeNull();
  });

  it("refuses a last-updated date it cannot read and a highlight icon it does not know", () => {
    expect(legalFrontMatterSchema.safeParse({ lastUpdated: "soon" }).success).toBe(false);
    expect(
      legalFrontMatterSchema.safeParse({ highlights: [{ icon: "rocket", title: "A", text: "B" }] })
        .success,
    ).toBe(false);
    expect(legalFrontMatterSchema.safeParse({ lastUpdated: "June 1, 2024" }).success).toBe(true);
  });
});
