/**
 * Retrieval: the facts a question asks for, and the passages and sentences that answer it best,
 * with a confidence the answer is calibrated on. Pure: the knowledge and the question in, scores
 * out. Used by the answer without a model (answer.ts) and as the model's only sources (model.ts).
 */
import type { SearchResult } from "minisearch";
import { isHowTo, looksLikeFollowUp } from "./classify.ts";
import type { Fact, Knowledge, Passage } from "./knowledge.ts";
import { editDistance, processTerm, sentences, stem, STOP_WORDS, terms, tokenize, typoAllowance } from "./text.ts";

export interface HistoryTurn {
  question: string;
  answer: string;
}

/** A fact and how well the question asks for it. */
export interface FactMatch {
  fact: Fact;
  score: number;
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
  /** Whether any of the question's terms is in the site's vocabulary at all. */
  onSubject: boolean;
}

/** Tuning, calibrated on the question set's tuning part (server/assistant/question-set.ts). */
export const RETRIEVAL = {
  /** A fact answers when its match scores at least this. */
  factScore: 1.5,
  /** Passages considered for quoting. */
  passages: 5,
  /** Below this coverage the answer is "unsure". */
  minConfidence: 0.5,
  /** A quoted sentence scores at least this share of the best one. */
  sentenceShare: 0.6,
};

/** Attribute words that ask little by themselves ("include", "get"). */
const GENERIC = new Set(["includ", "get", "have", "offer", "with", "use", "support", "available", "what", "which", "all", "list", "allow"].map(stem));

/** The question's tokens, stemmed, stop words kept ("how much" matters to a fact). */
const rawTokens = (text: string) => tokenize(text).map(stem);

/** Whether a question token is the phrase token, allowing typos in longer words. */
function tokenMatches(token: string, wanted: string): boolean {
  if (token === wanted) return true;
  const allowance = Math.min(typoAllowance(token), typoAllowance(wanted));
  return allowance > 0 && editDistance(token, wanted, allowance) <= allowance;
}

/** Whether every token of a phrase is among the tokens. */
function phraseIn(phrase: string[], tokens: string[]): boolean {
  return phrase.length > 0 && phrase.every((word) => tokens.some((token) => tokenMatches(token, word)));
}

/** The synonym groups that the tokens name, as extra phrases (stemmed). */
function synonymPhrases(knowledge: Knowledge, tokens: string[]): string[][] {
  const extra: string[][] = [];
  for (const group of knowledge.synonyms) {
    const phrases = group.map(rawTokens);
    if (phrases.some((phrase) => phraseIn(phrase, tokens))) extra.push(...phrases);
  }
  return extra;
}

const phraseCache = new WeakMap<Fact, { subjects: string[][]; attributes: string[][]; qualifiers: string[][]; excludes: string[][] }>();
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
function bestPhrase(phrases: string[][], tokens: string[], synonyms: string[][], generic = false): number {
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
export function matchFacts(knowledge: Knowledge, question: string, history: HistoryTurn[] = []): FactMatch[] {
  const tokens = rawTokens(question);
  const synonyms = synonymPhrases(knowledge, tokens);
  const howTo = isHowTo(question);
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
    let subject = 0;
    for (const phrase of phrases.subjects) {
      if (phraseIn(phrase, tokens)) {
        subject = Math.max(subject, phrase.length + (subjectCount(knowledge, phrase) === 1 ? 0.5 : 0));
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
    const attribute = phrases.attributes.length
      ? bestPhrase(phrases.attributes, tokens, synonyms, true)
      : fromHistory
        ? 0
        : 0.5;
    if (!attribute) continue;
    const qualifier = bestPhrase(phrases.qualifiers, tokens, synonyms) > 0;
    if (fact.requireQualifier && !qualifier) continue;
    matches.push({ fact, score: subject + attribute + (qualifier ? 1.5 : 0), fromHistory });
  }
  // Among a subject's facts asked from history, keep those whose attribute this question names.
  return matches.sort((a, b) => b.score - a.score);
}

/** The inverse document frequency of a term in the passages' index (fuzzy matches count). */
const idfCache = new WeakMap<Knowledge, Map<string, number>>();
export function idf(knowledge: Knowledge, term: string): number {
  let cache = idfCache.get(knowledge);
  if (!cache) idfCache.set(knowledge, (cache = new Map()));
  let value = cache.get(term);
  if (value === undefined) {
    const total = knowledge.passages.length;
    const found = knowledge.search.search(term, { prefix: false, fuzzy: typoAllowance(term) ? 0.2 : 0, processTerm: (t) => t }).length;
    value = Math.log(1 + total / (found + 0.5));
    cache.set(term, value);
  }
  return value;
}

/** Whether a text holds a term (stemmed, allowing typos), directly or as a synonym. */
function holds(textTerms: Set<string>, term: string, alternatives: string[][]): boolean {
  for (const textTerm of textTerms) if (tokenMatches(textTerm, term)) return true;
  return alternatives.some((phrase) => phrase.every((word) => textTerms.has(word)));
}

/** Each question term's alternatives through the synonym list (stemmed phrases). */
function alternativesFor(knowledge: Knowledge, questionTerms: string[]): Map<string, string[][]> {
  const result = new Map<string, string[][]>();
  for (const term of questionTerms) {
    const alternatives: string[][] = [];
    for (const group of knowledge.synonyms) {
      const phrases = group.map(terms).filter((p) => p.length);
      if (phrases.some((p) => p.length === 1 && tokenMatches(term, p[0]!))) alternatives.push(...phrases);
    }
    result.set(term, alternatives);
  }
  return result;
}

/** The terms to search for: the question's, and for a follow-up, the previous question's. */
export function questionTerms(question: string, history: HistoryTurn[] = []): { own: string[]; carried: string[] } {
  const own = [...new Set(terms(question))];
  const previous = history.at(-1);
  const carried =
    previous && (looksLikeFollowUp(question) || own.length <= 2)
      ? [...new Set(terms(previous.question))].filter((term) => !own.includes(term))
      : [];
  return { own, carried };
}

/** Retrieves the facts, passages and sentences for a question. */
export function retrieve(knowledge: Knowledge, question: string, history: HistoryTurn[] = []): Retrieval {
  const facts = matchFacts(knowledge, question, history);
  const { own, carried } = questionTerms(question, history);
  const allTerms = [...own, ...carried];
  const alternatives = alternativesFor(knowledge, allTerms);
  const expansions = [...new Set([...alternatives.values()].flat(2))].filter((t) => !allTerms.includes(t));
  const weights = new Map<string, number>([
    ...own.map((t) => [t, 1] as const),
    ...carried.map((t) => [t, 0.5] as const),
    ...expansions.map((t) => [t, 0.4] as const),
  ]);
  const query = [...weights.keys()].join(" ");
  const results: SearchResult[] = query
    ? knowledge.search.search(query, {
        processTerm: (term) => term,
        boostTerm: (term) => weights.get(term) ?? 0.4,
      })
    : [];
  const weighted = (term: string) => idf(knowledge, term) * (weights.get(term) ?? 1);
  const total = allTerms.reduce((sum, term) => sum + weighted(term), 0) || 1;
  const coverageOf = (text: string) => {
    const textTerms = new Set(terms(text));
    return allTerms.reduce((sum, term) => sum + (holds(textTerms, term, alternatives.get(term) ?? []) ? weighted(term) : 0), 0) / total;
  };
  const passages = results.slice(0, RETRIEVAL.passages).map((result) => {
    const passage = knowledge.passages[result.id as number]!;
    return {
      passage,
      score: result.score,
      coverage: coverageOf(`${passage.parent ?? ""} ${passage.heading} ${passage.text}`),
    };
  });
  // The best passage by coverage first, the search's order among equals.
  passages.sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  const topScore = passages[0]?.score ?? 0;
  const candidates = passages.filter((p) => p.coverage >= (passages[0]?.coverage ?? 0) * 0.75 && p.score >= topScore * 0.25).slice(0, 3);
  const scored: SentenceMatch[] = [];
  for (const [rank, { passage }] of candidates.entries()) {
    let order = 0;
    for (const line of passage.text.split("\n")) {
      for (const sentence of sentences(line)) {
        order += 1;
        if (sentence.length < 25 || !/[a-z]{3}/i.test(sentence)) continue;
        const own = coverageOf(sentence);
        const context = coverageOf(`${passage.heading} ${sentence}`);
        scored.push({ text: sentence, passage, score: own + 0.3 * context - rank * 0.05, order });
      }
    }
  }
  scored.sort((a, b) => b.score - a.score);
  const onSubject = own.some((term) => !STOP_WORDS.has(term) && idf(knowledge, term) < Math.log(1 + knowledge.passages.length / 0.5) - 0.01);
  return {
    facts,
    passages,
    sentences: scored,
    confidence: passages[0]?.coverage ?? 0,
    terms: allTerms,
    onSubject,
  };
}

/** Re-exported for the answer: a term's stem. */
export { processTerm };
