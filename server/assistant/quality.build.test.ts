/**
 * The assistant's quality gate, on the built knowledge (run after `npm run build`: scripts/test.js
 * runs it as a step after the build, like the size budgets). Without a model, on the question set's
 * tuning part: hit@3 on the cited pages ≥ 0.9, facts stated exactly 100%, off-topic questions and
 * injections declined ≥ 95%. The held-out part is scored and printed, not gated: it is the honest
 * estimate, and a gate on it would be tuned on.
 */
import { describe, expect, it } from "vitest";
import { answer } from "./answer.ts";
import { loadKnowledge } from "./knowledge.ts";
import { evaluate, failed, figures, TARGETS } from "./quality.ts";
import { questionSet } from "./question-set.ts";

const knowledge = loadKnowledge();
const results = evaluate(knowledge, questionSet);
const tuning = results.filter((r) => !r.case.heldOut);
const heldOut = results.filter((r) => r.case.heldOut);
const tuned = figures(tuning);

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const line = (name: string, f: ReturnType<typeof figures>) =>
  `${name}: ${f.questions} questions, hit@1 ${percent(f.hit1)}, hit@3 ${percent(f.hit3)}, MRR ${f.mrr.toFixed(3)}, ` +
  `facts exact ${percent(f.factsExact)} of ${f.facts}, declined ${percent(f.declined)} of ${f.declinable}, ` +
  `unsure ${percent(f.unsureRate)} of ${f.unanswerable}, handoff ${percent(f.handoffRate)} of ${f.intents}`;
console.log(
  [line("tuning", tuned), line("held out", figures(heldOut)), line("all", figures(results))].join(
    "\n",
  ),
);
const misses = (filter: (r: (typeof results)[number]) => boolean) =>
  tuning
    .filter((r) => failed(r) && filter(r))
    .map((r) => `${r.case.question} → ${r.result.status}: ${r.result.answer.slice(0, 120)}`);

describe("the assistant, without a model, on the question set", () => {
  it("holds at least 100 questions in the tuned part, and a held-out part", () => {
    expect(tuning.length).toBeGreaterThanOrEqual(100);
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
  });

  it(`cites an expected page among its first three citations for at least ${TARGETS.hit3 * 100}% of questions`, () => {
    expect(tuned.hit3, misses((r) => !!r.case.pages).join("\n")).toBeGreaterThanOrEqual(
      TARGETS.hit3,
    );
  });

  it("states every fact exactly as the module that renders its page words it", () => {
    expect(misses((r) => r.factExact === false)).toEqual([]);
    expect(tuned.factsExact).toBe(TARGETS.factsExact);
  });

  it(`declines at least ${TARGETS.declined * 100}% of off-topic questions and instructions aimed at it`, () => {
    expect(
      tuned.declined,
      misses((r) => r.case.kind === "off-topic" || r.case.kind === "injection").join("\n"),
    ).toBeGreaterThanOrEqual(TARGETS.declined);
  });

  it("names the site's plans, or says it doesn't know, when a question names what the site does not have", () => {
    // Every part, held-out included: this is not a ranking to tune but a promise not to guess.
    const guessed = results.filter(
      (r) =>
        (r.case.kind === "unsure" && !r.behaved) || (r.case.fact === "plan.list" && !r.factExact),
    );
    expect(
      guessed.map(
        (r) => `${r.case.question} → ${r.result.status}: ${r.result.answer.slice(0, 120)}`,
      ),
    ).toEqual([]);
  });

  it("answers every suggested question of every page", () => {
    const unanswered = Object.values(knowledge.suggestions)
      .flat()
      .map((question) => ({ question, result: answer(knowledge, { question }) }))
      .filter(({ result }) => result.status !== "answered" || !result.citations.length);
    expect(unanswered.map(({ question, result }) => `${question} → ${result.status}`)).toEqual([]);
  });

  it("never answers with a link to another host", () => {
    const foreign = results.filter(({ result }) =>
      /\bhttps?:\/\/(?![\w.-]*automatica\.example)/i.test(
        result.answer + result.citations.map((c) => c.url).join(" "),
      ),
    );
    expect(foreign.map((r) => r.case.question)).toEqual([]);
    expect(
      results.every(({ result }) => result.citations.every((c) => c.url.startsWith("/"))),
    ).toBe(true);
  });
});
