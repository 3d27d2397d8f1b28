import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { popularResources, resourceCategories } from "../../../content/resources";
import { filterResources } from "./filter-resources";

describe("filterResources", () => {
  it("keeps every item when the query is empty or blank", () => {
    expect(filterResources(resourceCategories, "")).toHaveLength(6);
    expect(filterResources(popularResources, "   ")).toHaveLength(4);
  });

  it("matches the title case-insensitively", () => {
    expect(filterResources(resourceCategories, "DOWNLOADS").map((item) => item.title)).toEqual([
      "Downloads",
    ]);
  });

  it("matches words in the description", () => {
    const titles = filterResources(popularResources, "rate limits").map((item) => item.title);
    expect(titles).toEqual(["API overview"]);
  });

  it("returns nothing when no title or description contains the query", () => {
    expect(filterResources(resourceCategories, "quantum teleportation")).toEqual([]);
  });

  it("only ever returns items of the input, in their original order", () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const result = filterResources(resourceCategories, query);
        const indexes = result.map((item) => resourceCategories.indexOf(item));
        expect(indexes.every((index) => index >= 0)).toBe(true);
        expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
      }),
    );
  });
});
