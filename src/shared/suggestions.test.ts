import { describe, expect, it } from "vitest";
import { assistantSuggestions } from "../content/assistant";
import { suggestionsForPage } from "./suggestions";

describe("a page's suggested questions", () => {
  const forPage = (path: string) => suggestionsForPage(assistantSuggestions, path);

  it("are its own, else its nearest listed parent's, else the home page's", () => {
    expect(forPage("/pricing")).toEqual(assistantSuggestions["/pricing"]);
    expect(forPage("/pricing/?x=1#plans")).toEqual(assistantSuggestions["/pricing"]);
    expect(forPage("/careers/devops-engineer")).toEqual(assistantSuggestions["/careers"]);
    expect(forPage("/no/such/page")).toEqual(assistantSuggestions["/"]);
    expect(forPage("/")).toHaveLength(3);
  });

  it("are none when the list has no home page's either", () => {
    expect(suggestionsForPage({ "/pricing": ["a", "b", "c"] }, "/about")).toEqual([]);
  });
});
