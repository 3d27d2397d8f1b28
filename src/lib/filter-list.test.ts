import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filterEntries, paginate, usedGroups } from "./filter-list";

// Shaped like the integrations catalogue's entries: name and description searched, categories filed.
const entries = [
  {
    key: "Slack",
    text: ["Slack", "Chat alerts in channels"],
    groups: ["Communication", "Popular"],
  },
  { key: "Stripe", text: ["Stripe", "Payments and invoices"], groups: ["Finance", "Popular"] },
  { key: "GitHub", text: ["GitHub", "Issues from Slack threads"], groups: ["Development"] },
];
const keys = (list: { key: string }[]) => list.map((entry) => entry.key);
const filter = (group: string, query = "") =>
  keys(filterEntries(entries, { group, all: "All", query }));

describe("filterEntries", () => {
  it("shows every entry for the first value (All) with an empty search", () => {
    expect(filter("All")).toEqual(["Slack", "Stripe", "GitHub"]);
  });

  it("keeps only entries filed under the chosen value", () => {
    expect(filter("Popular")).toEqual(["Slack", "Stripe"]);
    expect(filter("Development")).toEqual(["GitHub"]);
  });

  it("matches the search text in the searched fields, ignoring case", () => {
    expect(filter("All", "SLACK")).toEqual(["Slack", "GitHub"]);
    expect(filter("All", "invoice")).toEqual(["Stripe"]);
  });

  it("requires both the value and the search text to match", () => {
    expect(filter("Popular", "slack")).toEqual(["Slack"]);
    expect(filter("Finance", "slack")).toEqual([]);
  });

  it("does not search the groups' names", () => {
    expect(filter("All", "finance")).toEqual([]);
  });

  it("ignores spaces around the search text", () => {
    expect(filter("All", "  stripe ")).toEqual(["Stripe"]);
  });

  it("returns nothing for a value no entry is filed under", () => {
    expect(filter("Design")).toEqual([]);
  });
});

describe("usedGroups", () => {
  it("drops groups no entry is filed under and keeps the given order", () => {
    expect(usedGroups(["Design", "Popular", "Finance"], entries)).toEqual(["Popular", "Finance"]);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it("cuts pages of the given size", () => {
    expect(paginate(items, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3 });
    expect(paginate(items, 3, 6)).toEqual({ items: [13, 14], page: 3, pageCount: 3 });
  });

  it("has a single page when everything fits", () => {
    expect(paginate([1, 2, 3, 4], 1, 6).pageCount).toBe(1);
  });

  it("has one empty page for no items", () => {
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it("clamps a page outside the range", () => {
    expect(paginate(items, 9, 6).page).toBe(3);
    expect(paginate(items, 0, 6).page).toBe(1);
    expect(paginate(items, Number.NaN, 6).page).toBe(1);
  });

  it("shows every item exactly once across its pages", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (list, size) => {
        const { pageCount } = paginate(list, 1, size);
        const all = Array.from(
          { length: pageCount },
          (_, index) => paginate(list, index + 1, size).items,
        ).flat();
        expect(all).toEqual(list);
      }),
    );
  });
});
