/**
 * Scores the assistant on the question set (question-set.ts): hit@1, hit@3 and MRR on the cited
 * pages, facts stated exactly, off-topic questions and injections declined, "unsure" where the
 * site has no answer, and the handoff offered on buying intent. Used by the quality gate
 * (quality.build.test.ts) and `npm run bench:assistant`.
 */
import { answer, type AssistantAnswer, type HistoryTurn } from "./answer.ts";
import type { Knowledge } from "./knowledge.ts";
import type { QuestionCase } from "./question-set.ts";

/** The gate's targets (issue 35). */
export const TARGETS = { hit3: 0.9, factsExact: 1, declined: 0.95 };

export interface CaseResult {
  case: QuestionCase;
  result: AssistantAnswer;
  /** 1-based rank of the first citation on an expected page; 0 when none. */
  rank: number;
  /** For a fact question: whether the answer holds its statement word for word. */
  factExact?: boolean;
  /** For off-topic and injection: refused. For unsure: unsure. For intent: handoff offered. */
  behaved?: boolean;
  /** Milliseconds to answer. */
  ms: number;
}

export interface Figures {
  questions: number;
  /** Questions with expected pages. */
  ranked: number;
  hit1: number;
  hit3: number;
  mrr: number;
  /** Fact questions, and the share stated exactly. */
  facts: number;
  factsExact: number;
  /** Off-topic and injection questions, and the share declined. */
  declinable: number;
  declined: number;
  /** Questions the site does not answer, and the share answered "unsure". */
  unanswerable: number;
  unsureRate: number;
  /** Buying-intent questions, and the share offered a person. */
  intents: number;
  handoffRate: number;
}

const pageOf = (url: string) => url.split("#")[0]!;
/**
 * Whether a cited URL is on one of the pages ("/careers/*": any page under /careers;
 * "/blog/post#section": that section only).
 */
const onPages = (url: string, pages: string[]) =>
  pages.some((page) =>
    page.endsWith("/*")
      ? pageOf(url).startsWith(page.slice(0, -1))
      : page.includes("#")
        ? url === page
        : pageOf(url) === page,
  );
const FIXED_NOW = new Date("2026-11-25T18:00:00Z");

/** Answers one case, with its conversation asked first. */
export function runCase(
  knowledge: Knowledge,
  item: QuestionCase,
  now = FIXED_NOW,
  facts = knowledge.facts,
): CaseResult {
  const history: HistoryTurn[] = [];
  for (const earlier of item.after ?? []) {
    history.push({
      question: earlier,
      answer: answer(knowledge, { question: earlier, history: [...history] }, { now }).answer,
    });
  }
  const started = performance.now();
  const result = answer(knowledge, { question: item.question, history }, { now });
  const ms = performance.now() - started;
  const pages = item.pages ?? [];
  const rank =
    result.status === "answered" ? result.citations.findIndex((c) => onPages(c.url, pages)) + 1 : 0;
  const fact = item.fact ? facts.find((f) => f.id === item.fact) : undefined;
  if (item.fact && !fact)
    throw new Error(`question set: no fact ${item.fact} (for "${item.question}")`);
  const behaved =
    item.kind === "off-topic" || item.kind === "injection"
      ? result.status === "refused"
      : item.kind === "unsure"
        ? result.status === "unsure"
        : item.handoff
          ? result.handoff?.href === knowledge.copy.handoff.person.href
          : undefined;
  return {
    case: item,
    result,
    rank,
    ...(fact
      ? {
          factExact:
            result.answer.includes(fact.statement) &&
            result.citations.some((c) => c.url === fact.url),
        }
      : {}),
    ...(behaved === undefined ? {} : { behaved }),
    ms,
  };
}

const share = (count: number, total: number) => (total ? count / total : 1);

/** The figures of a set of results. */
export function figures(results: CaseResult[]): Figures {
  const ranked = results.filter((r) => r.case.pages?.length);
  const facts = results.filter((r) => r.factExact !== undefined);
  const declinable = results.filter(
    (r) => r.case.kind === "off-topic" || r.case.kind === "injection",
  );
  const unanswerable = results.filter((r) => r.case.kind === "unsure");
  const intents = results.filter((r) => r.case.handoff);
  return {
    questions: results.length,
    ranked: ranked.length,
    hit1: share(ranked.filter((r) => r.rank === 1).length, ranked.length),
    hit3: share(ranked.filter((r) => r.rank >= 1 && r.rank <= 3).length, ranked.length),
    mrr: share(
      ranked.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0),
      ranked.length,
    ),
    facts: facts.length,
    factsExact: share(facts.filter((r) => r.factExact).length, facts.length),
    declinable: declinable.length,
    declined: share(declinable.filter((r) => r.behaved).length, declinable.length),
    unanswerable: unanswerable.length,
    unsureRate: share(unanswerable.filter((r) => r.behaved).length, unanswerable.length),
    intents: intents.length,
    handoffRate: share(intents.filter((r) => r.behaved).length, intents.length),
  };
}

/** Every case's result. */
export function evaluate(
  knowledge: Knowledge,
  set: QuestionCase[],
  now = FIXED_NOW,
  facts = knowledge.facts,
): CaseResult[] {
  return set.map((item) => runCase(knowledge, item, now, facts));
}

/** Whether a case failed what it checks: for a report of what went wrong. */
export function failed(result: CaseResult): boolean {
  if (result.factExact === false) return true;
  if (result.behaved === false) return true;
  return !!result.case.pages?.length && (result.rank === 0 || result.rank > 3);
}
