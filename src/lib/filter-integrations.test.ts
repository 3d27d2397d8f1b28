import { describe, expect, it } from "vitest";
import { ALL_CATEGORIES, filterIntegrations, usedCategories } from "./filter-integrations";

const entries = [
  {
    name: "Slack",
    description: "Chat alerts in channels",
    categories: ["Communication", "Popular"],
  },
  { name: "Stripe", description: "Payments and invoices", categories: ["Finance", "Popular"] },
  { name: "GitHub", description: "Issues from Slack threads", categories: ["Development"] },
];
const names = (list: { name: string }[]) => list.map((entry) => entry.name);

describe("filterIntegrations", () => {
  it("shows every entry for All with an empty search", () => {
    expect(names(filterIntegrations(entries, ALL_CATEGORIES, ""))).toEqual([
      "Slack",
      "Stripe",
      "GitHub",
    ]);
  });

  it("keeps only entries of the chosen category", () => {
    expect(names(filterIntegrations(entries, "Popular", ""))).toEqual(["Slack", "Stripe"]);
    expect(names(filterIntegrations(entries, "Development", ""))).toEqual(["GitHub"]);
  });

  it("matches the search text in the name or the description, ignoring case", () => {
    expect(names(filterIntegrations(entries, ALL_CATEGORIES, "SLACK"))).toEqual([
      "Slack",
      "GitHub",
    ]);
    expect(names(filterIntegrations(entries, ALL_CATEGORIES, "invoice"))).toEqual(["Stripe"]);
  });

  it("requires both the category and the search text to match", () => {
    expect(names(filterIntegrations(entries, "Popular", "slack"))).toEqual(["Slack"]);
    expect(names(filterIntegrations(entries, "Finance", "slack"))).toEqual([]);
  });

  it("does not search the category names", () => {
    expect(filterIntegrations(entries, ALL_CATEGORIES, "finance")).toEqual([]);
  });

  it("ignores spaces around the search text", () => {
    expect(names(filterIntegrations(entries, ALL_CATEGORIES, "  stripe "))).toEqual(["Stripe"]);
  });

  it("returns nothing for an unknown category", () => {
    expect(filterIntegrations(entries, "Design", "")).toEqual([]);
  });
});

describe("usedCategories", () => {
  it("drops categories no entry belongs to and keeps the given order", () => {
    expect(usedCategories(["Design", "Popular", "Finance"], entries)).toEqual([
      "Popular",
      "Finance",
    ]);
  });
});
