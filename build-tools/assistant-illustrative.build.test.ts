/**
 * Illustrative content stays marked from content to answer: every text inside an entry flagged
 * `illustrative: true` (a testimonial, a logo strip, an example figure, an industry's proof, an
 * enterprise use case, a demo company) that the built site shows sits in a passage the assistant's
 * knowledge marks illustrative, because the page marks it `data-illustrative` (lib/illustrative.ts).
 * Runs after the build (scripts/test.js).
 */
import { describe, expect, it } from "vitest";
import { loadKnowledge } from "../server/assistant/knowledge.ts";
import { tsTexts } from "../src/test-support/claims-corpus";

const knowledge = loadKnowledge();
// Long enough to be that entry's own words, not a label shared with other copy.
const flagged = [
  ...new Set(tsTexts.filter((t) => t.illustrative && t.text.length >= 24).map((t) => t.text)),
];

describe("illustrative content in the assistant's knowledge", () => {
  it("finds the flagged entries on the built pages", () => {
    const shown = flagged.filter((text) => knowledge.passages.some((p) => p.text.includes(text)));
    // The home page's testimonials, the industry pages' proofs, the enterprise use cases, the demo companies.
    expect(shown.length).toBeGreaterThan(20);
  });

  it("marks every passage that shows a flagged entry as illustrative", () => {
    const unmarked = knowledge.passages.flatMap((passage) =>
      passage.illustrative
        ? []
        : flagged
            .filter((text) => passage.text.includes(text))
            .map((text) => `${passage.url}: ${text}`),
    );
    expect(unmarked).toEqual([]);
  });
});
