import { describe, expect, it } from "vitest";
import { assistantSuggestions } from "../content/assistant";
import { suggestionsForPage } from "./assistant-suggestions";

describe("a page's suggested questions", () => {
  it("are its own, else its nearest listed parent's, else the home page's", () => {
    expect(suggestionsForPage("/pricing")).toEqual(assistantSuggestions["/pricing"]);
    expect(suggestionsForPage("/pricing/?x=1#plans")).toEqual(assistantSuggestions["/pricing"]);
    expect(suggestionsForPage("/careers/devops-engineer")).toEqual(
      assistantSuggestions["/careers"],
    );
    expect(suggestionsForPage("/no/such/page")).toEqual(assistantSuggestions["/"]);
    expect(suggestionsForPage("/")).toHaveLength(3);
  });
});
