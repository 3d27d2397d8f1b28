import { describe, expect, it } from "vitest";
import { filterCards, matchesQuery } from "./docs-search";

const cards = [
  { title: "Quick start", description: "Build a support bot in under 10 minutes." },
  { title: "Authentication", description: "Bearer keys kept on the server side." },
  { title: "Troubleshooting", description: "Fix 401, 403 and 429 errors." },
];

describe("docs hub search", () => {
  it("keeps every card for an empty or blank query", () => {
    expect(filterCards(cards, "")).toEqual(cards);
    expect(filterCards(cards, "   ")).toEqual(cards);
  });

  it("matches the title or the description, ignoring case", () => {
    expect(filterCards(cards, "AUTHENTICATION").map((card) => card.title)).toEqual([
      "Authentication",
    ]);
    expect(filterCards(cards, "429").map((card) => card.title)).toEqual(["Troubleshooting"]);
  });

  it("needs every word of the query to match", () => {
    expect(matchesQuery(cards[0]!, "support minutes")).toBe(true);
    expect(matchesQuery(cards[0]!, "support webhook")).toBe(false);
  });

  it("returns nothing when no card matches", () => {
    expect(filterCards(cards, "kubernetes")).toEqual([]);
  });
});
