// The spam verdict measured on the labelled corpus (server/spam/corpus/), every sample posted as
// the form API posts it, in each scenario: the suite fails below the targets. `npm run bench:spam`
// prints the same figures with the samples got wrong.
import { describe, expect, it } from "vitest";
import { loadCorpus, misclassified, runScenario, SCENARIOS } from "./corpus.ts";

const corpus = loadCorpus();

describe("the spam corpus", () => {
  it("holds at least 150 spam and 150 genuine samples of every form, in many languages", () => {
    for (const label of ["spam", "genuine"]) {
      const samples = corpus.filter((sample) => sample.label === label);
      expect(samples.length, label).toBeGreaterThanOrEqual(150);
      expect(new Set(samples.map((sample) => sample.kind)), label).toEqual(
        new Set(["enquiry", "contact", "invite"]),
      );
      const languages = new Set(samples.map((sample) => sample.lang));
      for (const lang of ["en", "de", "fr", "es", "pt"]) expect(languages, label).toContain(lang);
      expect(languages.size, label).toBeGreaterThanOrEqual(10);
    }
  });

  it("keeps about a fifth held out of tuning, of each label", () => {
    for (const label of ["spam", "genuine"]) {
      const samples = corpus.filter((sample) => sample.label === label);
      const held = samples.filter((sample) => sample.part === "held-out").length / samples.length;
      expect(held, label).toBeGreaterThan(0.12);
      expect(held, label).toBeLessThan(0.28);
    }
  });
});

describe("the spam verdict on the corpus", () => {
  for (const scenario of SCENARIOS) {
    it(`meets its targets: ${scenario.title}`, () => {
      const result = runScenario(scenario, corpus);
      for (const { target, share } of result.results) {
        const wrong = misclassified(result)
          .filter(({ sample }) => sample.label === target.label)
          .map(
            ({ sample, judgement }) =>
              `${sample.id} → ${judgement.verdict}: ${judgement.reasons.join("; ")}`,
          );
        expect(share, `${target.what}; got wrong:\n${wrong.join("\n")}`).toBeGreaterThanOrEqual(
          target.atLeast,
        );
      }
    }, 60_000);
  }
});
