/**
 * Retrieval: the facts a question asks for, and the passages and sentences that answer it best,
 * with a confidence the answer is calibrated on. Pure: the knowledge and the question in, scores
 * out. Used by the answer without a model (answer.ts) and as the model's only sources (model.ts).
 */
import type { SearchResult } from "minisearch";
import { isCapability, isHowTo, looksLikeFollowUp, namesSubject } from "./classify.ts";
import type { Fact, Knowledge, Passage } from "./knowledge.ts";
import { hasForeignLink } from "./links.ts";
import {
  editDistance,
  processTerm,
  sentences,
  stem,
  STOP_WORDS,
  terms,
  tokenize,
  typoAllowance,
} from "./text.ts";

export interface HistoryTurn {
  question: string;
  answer: string;
}

/** A fact and how well the question asks for it. */
export interface FactMatch {
  fact: Fact;
  score: number;
  /** The share (IDF-weighted) of the question's terms the fact's words hold, 0–1. */
  coverage?: number;
  /** Its subject was named in an earlier question, not this one. */
  fromHistory: boolean;
}

/** A passage and its search score. */
export interface PassageMatch {
  passage: Passage;
  score: number;
  /** The share (IDF-weighted) of the question's terms the passage holds, 0–1. */
  coverage: number;
}

/** A sentence of a passage, word for word, and its score. */
export interface SentenceMatch {
  text: string;
  passage: Passage;
  score: number;
  /** Its position in the passage, to keep quoted sentences in page order. */
  order: number;
}

export interface Retrieval {
  facts: FactMatch[];
  passages: PassageMatch[];
  sentences: SentenceMatch[];
  /** The best passage's coverage of the question, 0–1: what "unsure" is calibrated on. */
  confidence: number;
  /** The question's terms (stemmed), with any carried over from the conversation. */
  terms: string[];
  /** Whether the question names anything of the site's subject (classify.ts's words, the facts' subjects). */
  onSubject: boolean;
  /** The question's own terms the site never names: no passage is quoted for such a question. */
  unknown: string[];
  /** Whether the question names a plan the site does not have ("the Growth plan"). */
  unknownPlan: boolean;
}

/** Tuning, calibrated on the question set's tuning part (server/assistant/question-set.ts). */
export const RETRIEVAL = {
  /** A fact answers when its match scores at least this. */
  factScore: 1.5,
  /** Search results re-ranked by coverage, of which `passages` are kept. */
  candidates: 10,
  /** Passages considered for quoting. */
  passages: 5,
  /**
   * Taken off a blog post's passage for a question about what the product does ("can your bot…"):
   * the docs and the product pages say what it does; a post tells a story around it.
   */
  blogForCapability: 0.25,
  /** Below this coverage the answer is "unsure". */
  minConfidence: 0.6,
  /** A fact named by its subject alone must cover this much of the question, if a passage covers it. */
  subjectOnlyFactCoverage: 0.3,
  /** A quoted sentence scores at least this share of the best one. */
  sentenceShare: 0.6,
};

/** Whether a sentence ends as prose does: quoted before a table row or a bare label. */
export const isProse = (text: string) => /[.!?]["'”’)]?$/.test(text);

/** Attribute words that ask little by themselves ("include", "get"). */
const GENERIC = new Set(
  [
    "includ",
    "get",
    "have",
    "offer",
    "with",
    "use",
    "support",
    "available",
    "what",
    "which",
    "all",
    "list",
    "allow",
  ].map(stem),
);

/**
 * Whether a passage holds a word of the question that asks something by itself (not one of
 * GENERIC's): what makes its page one that "comes close" when nothing answers. "Do you offer a
 * discount for nonprofits?" is not close to a job posting's "What we offer".
 */
export function isNear(retrieval: Pick<Retrieval, "terms">, passage: Passage): boolean {
  const held = new Set(terms(`${passage.parent ?? ""} ${passage.heading} ${passage.text}`));
  return retrieval.terms.some((term) => !GENERIC.has(term) && held.has(term));
}

/** The question's tokens, stemmed, stop words kept ("how much" matters to a fact). */
const rawTokens = (text: string) => tokenize(text).map(stem);

/** Whether a question token is the phrase token, allowing typos in longer words. */
function tokenMatches(token: string, wanted: string): boolean {
  if (token === wanted) return true;
  if (/\d/.test(token) || /\d/.test(wanted)) return false;
  const allowance = Math.min(typoAllowance(token), typoAllowance(wanted));
  return allowance > 0 && editDistance(token, wanted, allowance) <= allowance;
}

/** Whether every token of a phrase is among the tokens. */
function phraseIn(phrase: string[], tokens: string[]): boolean {
  return (
    phrase.length > 0 && phrase.every((word) => tokens.some((token) => tokenMatches(token, word)))
  );
}

/** The site's words for the visitor's words in the tokens, as extra phrases (stemmed). */
function synonymPhrases(knowledge: Knowledge, tokens: string[]): string[][] {
  const extra: string[][] = [];
  for (const [word, alternatives] of Object.entries(knowledge.synonyms)) {
    if (phraseIn(rawTokens(word), tokens)) extra.push(...alternatives.map(rawTokens));
  }
  return extra;
}

const phraseCache = new WeakMap<
  Fact,
  { subjects: string[][]; attributes: string[][]; qualifiers: string[][]; excludes: string[][] }
>();
function factPhrases(fact: Fact) {
  let phrases = phraseCache.get(fact);
  if (!phrases) {
    phrases = {
      subjects: fact.subjects.map(rawTokens),
      attributes: fact.attributes.map(rawTokens),
      qualifiers: (fact.qualifiers ?? []).map(rawTokens),
      excludes: (fact.excludes ?? []).map(rawTokens),
    };
    phraseCache.set(fact, phrases);
  }
  return phrases;
}

/** How many facts share each subject phrase: a subject only one fact has is worth more. */
const subjectCounts = new WeakMap<Knowledge, Map<string, number>>();
function subjectCount(knowledge: Knowledge, phrase: string[]): number {
  let counts = subjectCounts.get(knowledge);
  if (!counts) {
    counts = new Map();
    for (const fact of knowledge.facts) {
      for (const subject of new Set(factPhrases(fact).subjects.map((p) => p.join(" ")))) {
        counts.set(subject, (counts.get(subject) ?? 0) + 1);
      }
    }
    subjectCounts.set(knowledge, counts);
  }
  return counts.get(phrase.join(" ")) ?? 1;
}

/** The best phrase of a list found in the tokens (or through a synonym): its weight, else 0. */
function bestPhrase(
  phrases: string[][],
  tokens: string[],
  synonyms: string[][],
  generic = false,
): number {
  let best = 0;
  for (const phrase of phrases) {
    const direct = phraseIn(phrase, tokens);
    const viaSynonym = !direct && synonyms.some((s) => s.join(" ") === phrase.join(" "));
    if (!direct && !viaSynonym) continue;
    const content = phrase.filter((word) => !(generic && GENERIC.has(word)));
    const weight = (content.length || 0.5) * (viaSynonym ? 0.8 : 1);
    best = Math.max(best, weight);
  }
  return best;
}

/**
 * The facts the question asks for, best first. A fact needs its subject (in this question, or in
 * the conversation's earlier questions when this one names none) and, where it has any, one of its
 * attributes in this question.
 */
export function matchFacts(
  knowledge: Knowledge,
  question: string,
  history: HistoryTurn[] = [],
): FactMatch[] {
  const tokens = rawTokens(question);
  const synonyms = synonymPhrases(knowledge, tokens);
  const howTo = isHowTo(question);
  const followUp = looksLikeFollowUp(question) || tokens.length <= 4;
  const earlier = history
    .slice()
    .reverse()
    .map((turn) => rawTokens(turn.question));
  const matches: FactMatch[] = [];
  for (const fact of knowledge.facts) {
    const phrases = factPhrases(fact);
    if (phrases.excludes.some((phrase) => phraseIn(phrase, tokens))) continue;
    // A how-to question about a tool or a feature wants the guide, not the catalogue entry.
    if (howTo && (fact.kind === "integration" || fact.kind === "feature")) continue;
    // A subject only this fact has (a tool, a job) weighs more than a plan's name.
    let subject = 0;
    for (const phrase of phrases.subjects) {
      if (phraseIn(phrase, tokens)) {
        const unique = subjectCount(knowledge, phrase) === 1 ? 1 : 0;
        subject = Math.max(subject, 1 + unique + 0.25 * (phrase.length - 1));
      }
    }
    let fromHistory = false;
    if (!subject) {
      for (const [age, turnTokens] of earlier.entries()) {
        const found = phrases.subjects.some((phrase) => phraseIn(phrase, turnTokens));
        if (found) {
          subject = 0.6 / (age + 1);
          fromHistory = true;
          break;
        }
      }
    }
    if (!subject) continue;
    let attribute = phrases.attributes.length
      ? bestPhrase(phrases.attributes, tokens, synonyms, true)
      : fromHistory
        ? 0
        : 0.5;
    // "what about Stripe?" after "Do you integrate with Shopify?": the attribute asked before.
    if (!attribute && !fromHistory && phrases.attributes.length && followUp && earlier[0]) {
      attribute =
        0.6 *
        bestPhrase(phrases.attributes, earlier[0], synonymPhrases(knowledge, earlier[0]), true);
    }
    if (!attribute) continue;
    const qualifier = bestPhrase(phrases.qualifiers, tokens, synonyms) > 0;
    if (fact.requireQualifier && !qualifier) continue;
    matches.push({ fact, score: subject + attribute + (qualifier ? 1.5 : 0), fromHistory });
  }
  // Among a subject's facts asked from history, keep those whose attribute this question names.
  return matches.sort((a, b) => b.score - a.score);
}

/** The words of every fact's subjects ("hubspot", "devops"): they put a question on the subject. */
const subjectWordCache = new WeakMap<Knowledge, Set<string>>();
function subjectWords(knowledge: Knowledge): Set<string> {
  let words = subjectWordCache.get(knowledge);
  if (!words) {
    words = new Set(
      knowledge.facts
        .flatMap((fact) => fact.subjects.flatMap((s) => s.toLowerCase().match(/[a-z0-9]+/g) ?? []))
        .filter((word) => !STOP_WORDS.has(word))
        .map(stem),
    );
    subjectWordCache.set(knowledge, words);
  }
  return words;
}

/** How many passages hold a term, a typo's allowance included (no prefixes). */
const foundCache = new WeakMap<Knowledge, Map<string, number>>();
function passagesHolding(knowledge: Knowledge, term: string): number {
  let cache = foundCache.get(knowledge);
  if (!cache) foundCache.set(knowledge, (cache = new Map()));
  let found = cache.get(term);
  if (found === undefined) {
    found = knowledge.search.search(term, {
      prefix: false,
      fuzzy: typoAllowance(term) ? 0.2 : 0,
      processTerm: (t) => t,
    }).length;
    cache.set(term, found);
  }
  return found;
}

/** The inverse document frequency of a term in the passages' index (fuzzy matches count). */
export function idf(knowledge: Knowledge, term: string): number {
  return Math.log(1 + knowledge.passages.length / (passagesHolding(knowledge, term) + 0.5));
}

/**
 * The question's terms the site never names: in no passage (a typo's allowance included), no fact's
 * subject and no synonym. A passage cannot answer for them, however much of the rest it covers:
 * "the Growth plan" is not the Compare Plans table that ends "as you grow". Words under five
 * letters are left out: "fre" and "ther" are more likely typos than names.
 */
function unknownTerms(
  knowledge: Knowledge,
  own: string[],
  alternatives: Map<string, string[][]>,
): string[] {
  const subjects = subjectWords(knowledge);
  return own.filter(
    (term) =>
      term.length >= 5 &&
      !STOP_WORDS.has(term) &&
      !subjects.has(term) &&
      !alternatives.get(term)?.length &&
      passagesHolding(knowledge, term) === 0,
  );
}

/** The words a plan's facts name it by ("free", "pro", "professional", "annual"), stemmed. */
const planWordCache = new WeakMap<Knowledge, Set<string>>();
function planWords(knowledge: Knowledge): Set<string> {
  let words = planWordCache.get(knowledge);
  if (!words) {
    words = new Set(
      knowledge.facts.filter((fact) => fact.plan).flatMap((fact) => fact.subjects.flatMap(terms)),
    );
    planWordCache.set(knowledge, words);
  }
  return words;
}

/**
 * Whether the question names a plan the site does not have: a word before "plan" or "tier" that
 * no plan is called and that the site never names ("the growth plan"), or that is written with a
 * capital inside the sentence ("Does the Business plan include SSO?").
 */
export function namesUnknownPlan(knowledge: Knowledge, question: string): boolean {
  const known = planWords(knowledge);
  for (const match of question.matchAll(/(\p{L}[\p{L}\p{N}-]*)\s+(?:plans?|tiers?)\b/giu)) {
    const word = match[1]!;
    const term = processTerm(word);
    if (term === null || known.has(term)) continue;
    const named = match.index > 0 && /^\p{Lu}/u.test(word);
    if (named || passagesHolding(knowledge, term) === 0) return true;
  }
  return false;
}

/** Whether a text holds a term (stemmed, allowing typos), directly or as a synonym. */
function holds(textTerms: Set<string>, term: string, alternatives: string[][]): boolean {
  for (const textTerm of textTerms) if (tokenMatches(textTerm, term)) return true;
  return alternatives.some((phrase) => phrase.every((word) => textTerms.has(word)));
}

/** Each question term's alternatives through the synonym list (stemmed phrases). */
function alternativesFor(
  knowledge: Knowledge,
  question: string,
  questionTerms: string[],
): Map<string, string[][]> {
  const result = new Map<string, string[][]>(questionTerms.map((term) => [term, []]));
  const tokens = rawTokens(question);
  for (const [word, alternatives] of Object.entries(knowledge.synonyms)) {
    const wordTerms = terms(word);
    if (!wordTerms.length || !phraseIn(rawTokens(word), tokens)) continue;
    const phrases = alternatives.map(terms).filter((p) => p.length);
    // The alternatives stand for the word's own terms.
    for (const term of wordTerms) {
      const key = questionTerms.find((t) => tokenMatches(t, term));
      if (key) result.get(key)!.push(...phrases);
    }
  }
  return result;
}

/** The terms to search for: the question's, and for a follow-up, the previous question's. */
export function questionTerms(
  question: string,
  history: HistoryTurn[] = [],
): { own: string[]; carried: string[] } {
  const own = [...new Set(terms(question))];
  const previous = history.at(-1);
  const carried =
    previous && (looksLikeFollowUp(question) || own.length <= 2)
      ? [...new Set(terms(previous.question))].filter((term) => !own.includes(term))
      : [];
  return { own, carried };
}

/** Retrieves the facts, passages and sentences for a question. */
export function retrieve(
  knowledge: Knowledge,
  question: string,
  history: HistoryTurn[] = [],
): Retrieval {
  const facts = matchFacts(knowledge, question, history);
  const { own, carried } = questionTerms(question, history);
  const allTerms = [...own, ...carried];
  const alternatives = alternativesFor(knowledge, question, allTerms);
  const expansions = [...new Set([...alternatives.values()].flat(2))].filter(
    (t) => !allTerms.includes(t),
  );
  const weights = new Map<string, number>([
    ...own.map((t) => [t, 1] as const),
    ...carried.map((t) => [t, 0.5] as const),
    ...expansions.map((t) => [t, 0.4] as const),
  ]);
  const query = [...weights.keys()].join(" ");
  const search = (typos: boolean): SearchResult[] =>
    query
      ? knowledge.search.search(query, {
          processTerm: (term) => term,
          boostTerm: (term) => weights.get(term) ?? 0.4,
          ...(typos ? {} : { fuzzy: false, prefix: false }),
        })
      : [];
  const weighted = (term: string) => idf(knowledge, term) * (weights.get(term) ?? 1);
  const total = allTerms.reduce((sum, term) => sum + weighted(term), 0) || 1;
  const coverageOf = (text: string) => {
    const textTerms = new Set(terms(text));
    return (
      allTerms.reduce(
        (sum, term) =>
          sum + (holds(textTerms, term, alternatives.get(term) ?? []) ? weighted(term) : 0),
        0,
      ) / total
    );
  };
  const matchesOf = (results: SearchResult[]): PassageMatch[] =>
    results.slice(0, RETRIEVAL.candidates).map((result) => {
      const passage = knowledge.passages[result.id as number]!;
      return {
        passage,
        score: result.score,
        coverage: coverageOf(`${passage.parent ?? ""} ${passage.heading} ${passage.text}`),
      };
    });
  // Exact terms first; fuzzy and prefix matching (typos, word stems the stemmer missed) only when
  // that leaves the question uncovered: they cost three times the time and, measured on the
  // question set, change no answer that exact terms answer well.
  let passages = matchesOf(search(false));
  const coverage = (list: PassageMatch[]) => Math.max(0, ...list.map((p) => p.coverage));
  if (coverage(passages) < RETRIEVAL.minConfidence) {
    const withTypos = matchesOf(search(true));
    if (coverage(withTypos) > coverage(passages)) passages = withTypos;
  }
  // The best passage: what it covers of the question, then how the search ranks it, then where it
  // is (a question about what the product does wants the docs and product pages, not a blog post).
  const topScore = Math.max(0, ...passages.map((p) => p.score));
  const capability = isCapability(question);
  const quality = (p: PassageMatch) =>
    p.coverage +
    0.5 * (topScore ? p.score / topScore : 0) -
    (capability && p.passage.url.startsWith("/blog/") ? RETRIEVAL.blogForCapability : 0);
  passages.sort((a, b) => quality(b) - quality(a));
  passages = passages.slice(0, RETRIEVAL.passages);
  const best = passages[0];
  // Sentences come from the best passage, and from the next only when it is nearly as good.
  const candidates = best
    ? passages.filter((p) => quality(p) >= quality(best) * 0.95).slice(0, 2)
    : [];
  const scored: SentenceMatch[] = [];
  for (const [rank, match] of candidates.entries()) {
    const { passage } = match;
    let order = 0;
    for (const line of passage.text.split("\n")) {
      for (const sentence of sentences(line)) {
        order += 1;
        if (sentence.length < 25 || !/[a-z]{3}/i.test(sentence)) continue;
        // A sentence is quoted whole or not at all: one that links elsewhere is not quoted.
        if (hasForeignLink(knowledge, sentence)) continue;
        const own = coverageOf(sentence);
        const context = coverageOf(`${passage.parent ?? ""} ${passage.heading} ${sentence}`);
        scored.push({
          text: sentence,
          passage,
          score: own + context + 0.5 * quality(match) - rank * 0.1,
          order,
        });
      }
    }
  }
  scored.sort((a, b) => Number(isProse(b.text)) - Number(isProse(a.text)) || b.score - a.score);
  for (const match of facts) {
    const { fact } = match;
    match.coverage = coverageOf(
      [...fact.subjects, ...fact.attributes, ...(fact.qualifiers ?? []), fact.statement].join(" "),
    );
  }
  const onSubject = namesSubject(question, subjectWords(knowledge));
  return {
    facts,
    passages,
    sentences: scored,
    confidence: passages[0]?.coverage ?? 0,
    terms: allTerms,
    onSubject,
    unknown: unknownTerms(knowledge, own, alternatives),
    unknownPlan: namesUnknownPlan(knowledge, question),
  };
}

/** Re-exported for the answer: a term's stem. */
export { processTerm };
