/**
 * The answer without a language model: a fact where one matches, worded from the module that
 * renders its page; otherwise one to three sentences quoted word for word from the best passages;
 * each claim with a numbered citation to page#anchor. Below the calibrated confidence it says it
 * doesn't know, offers the nearest pages and the team; off-topic questions and instructions aimed
 * at the assistant are declined. Pure: the clock is a parameter.
 */
import { hasBuyingIntent, isInjection, isOffTopic } from "./classify.ts";
import { isOpen, nextOpening } from "./hours.ts";
import type { Fact, Knowledge, Passage } from "./knowledge.ts";
import {
  isNear,
  isProse,
  retrieve,
  RETRIEVAL,
  type HistoryTurn,
  type Retrieval,
  type SentenceMatch,
} from "./retrieve.ts";
import { withoutForeignLinks } from "./links.ts";
import { processTerm, squash } from "./text.ts";
import { suggestionsForPage } from "../../src/shared/suggestions.ts";

export { withoutForeignLinks } from "./links.ts";

export type { HistoryTurn } from "./retrieve.ts";

/** What a visitor asks: the POST /api/assistant body. */
export interface AssistantRequest {
  /** 1–500 characters. */
  question: string;
  /** The conversation so far, oldest first; the HTTP layer keeps at most 6. */
  history?: HistoryTurn[];
  /** The page the visitor asks from ("/pricing"), for suggested questions. */
  page?: string;
}

export interface Citation {
  /** A path on this site with its anchor: "/pricing#plan-pro". */
  url: string;
  title: string;
  /** The page's own words that support the claim. */
  quote: string;
}

export interface Handoff {
  label: string;
  href: string;
}

/** The answer object. */
export interface AssistantAnswer {
  status: "answered" | "unsure" | "refused";
  /** Plain text; claims end with their citations' numbers: "… a year). [1]". */
  answer: string;
  citations: Citation[];
  suggestions: string[];
  handoff: Handoff | null;
}

export interface AnswerOptions {
  /** The clock, for business hours. */
  now?: Date;
}

/** Three suggested questions for a page: the one lookup the site's build uses too (src/shared/suggestions.ts). */
export const suggestionsFor = (knowledge: Knowledge, page = "/"): string[] =>
  suggestionsForPage(knowledge.suggestions, page);

/** Numbers citations by source, in the order the answer first uses them. */
class CitationList {
  readonly items: Citation[] = [];
  number(url: string, title: string, quote: string): number {
    const index = this.items.findIndex((item) => item.url === url);
    if (index >= 0) return index + 1;
    this.items.push({ url, title, quote });
    return this.items.length;
  }
}

/** A citation's title: "Pricing: Pro", or the page's title alone above its first heading. */
const citationTitle = (title: string, heading: string) =>
  heading && heading !== title && !title.includes(heading) ? `${title}: ${heading}` : title;

/** The answer from facts: each statement with its citation. */
function factAnswer(facts: Fact[], citations: CitationList): string {
  return facts
    .map((fact) => {
      const n = citations.number(fact.url, fact.title, fact.quote);
      return `${fact.statement} [${n}]`;
    })
    .join(" ");
}

/** "plan", as the question's terms have it (stemmed). */
const PLAN_TERM = processTerm("plan") ?? "plan";

/**
 * The facts to state: the best match, and for a catalogue entry, the named plan's integrations, or
 * every plan's when the question asks about plans without naming one ("Which plan has Slack?").
 */
function chosenFacts(knowledge: Knowledge, retrieval: Retrieval): Fact[] {
  const [best] = retrieval.facts;
  if (!best || best.score < RETRIEVAL.factScore) return [];
  // A fact asked for by its subject alone ("phone") yields to a passage that answers the whole
  // question ("How did Brightpath cut phone queues?"), and to "I don't know" when the question
  // names what the site never does ("a product called FlowPilot": "call" is not the phone).
  if (
    !best.fact.attributes.length &&
    (best.coverage ?? 1) < RETRIEVAL.subjectOnlyFactCoverage &&
    (retrieval.confidence >= RETRIEVAL.minConfidence || retrieval.unknown.length)
  ) {
    return [];
  }
  const facts = [best.fact];
  // A plan's limit goes with one tool's entry, not with a list of them (the count, a category).
  const oneTool =
    best.fact.id !== "integration.count" && !best.fact.id.startsWith("integration.category.");
  if (best.fact.kind === "integration" && oneTool) {
    const plan = retrieval.facts.find((m) => m.fact.plan && !m.fromHistory)?.fact.plan;
    const limits = plan
      ? knowledge.facts.filter((f) => f.id === `plan.${plan}.integrations`)
      : retrieval.terms.includes(PLAN_TERM)
        ? knowledge.facts.filter((f) => /^plan\.[^.]+\.integrations$/.test(f.id))
        : [];
    facts.push(...limits);
  }
  return facts;
}

/** The best one to three sentences, in page order within a passage. */
function chosenSentences(retrieval: Retrieval): SentenceMatch[] {
  const [best, ...rest] = retrieval.sentences;
  if (!best) return [];
  const chosen = [best];
  for (const candidate of rest) {
    if (chosen.length === 3) break;
    if (candidate.score < best.score * RETRIEVAL.sentenceShare) break;
    if (chosen.some((c) => c.text === candidate.text)) continue;
    if (isProse(best.text) && !isProse(candidate.text)) continue;
    // A second source only when it is nearly as good; the same passage's next best otherwise.
    if (candidate.passage !== best.passage && candidate.score < best.score * 0.9) continue;
    chosen.push(candidate);
  }
  // Grouped by source, in the order the sources were chosen; each source's sentences in page order.
  const rank = (m: SentenceMatch) => chosen.findIndex((c) => c.passage === m.passage);
  return chosen.sort((a, b) => rank(a) - rank(b) || a.order - b.order);
}

/** The quoted answer: sentences word for word, a citation after each source's last sentence. */
function quoteAnswer(
  knowledge: Knowledge,
  quoted: SentenceMatch[],
  citations: CitationList,
): string {
  const parts: string[] = [];
  const illustrative = quoted.some((s) => s.passage.illustrative);
  if (illustrative) parts.push(knowledge.copy.illustrative);
  quoted.forEach((sentence, i) => {
    const next = quoted[i + 1];
    if (next && next.passage === sentence.passage) {
      parts.push(sentence.text);
      return;
    }
    const { passage } = sentence;
    const quote = quoted
      .filter((s) => s.passage === passage)
      .map((s) => s.text)
      .join(" ");
    const n = citations.number(passage.url, citationTitle(passage.title, passage.heading), quote);
    parts.push(`${sentence.text} [${n}]`);
  });
  return parts.join(" ");
}

/** The nearest pages, one passage a page, for an unsure answer: none rather than unrelated ones. */
function nearestPages(retrieval: Retrieval): Passage[] {
  const seen = new Set<string>();
  const pages: Passage[] = [];
  for (const { passage } of retrieval.passages) {
    const page = passage.url.split("#")[0]!;
    if (seen.has(page) || passage.illustrative || !isNear(retrieval, passage)) continue;
    seen.add(page);
    pages.push(passage);
    if (pages.length === 3) break;
  }
  return pages;
}

/** Whether an earlier answer was this assistant's "unsure". */
const wasUnsure = (knowledge: Knowledge, turn: HistoryTurn | undefined) =>
  !!turn && turn.answer.startsWith(knowledge.copy.unsure);

/** "Monday at 9:00 AM" or "tomorrow at 9:00 AM", when the team is away at `now`. */
function afterHoursNote(knowledge: Knowledge, now: Date): string | null {
  if (isOpen(knowledge.hours, now)) return null;
  const next = nextOpening(knowledge.hours, now);
  if (!next) return null;
  const { copy } = knowledge;
  const template =
    next.daysAhead === 0 ? copy.today : next.daysAhead === 1 ? copy.tomorrow : copy.laterDay;
  const when = template.replace("{time}", next.time).replace("{day}", next.weekday);
  return copy.afterHours.replace("{when}", when);
}

/** What the answer does, decided before any wording: for the model too. */
export interface Plan {
  status: AssistantAnswer["status"];
  /** Why it is refused or unsure, for the wording. */
  reason: "injection" | "off-topic" | "empty" | "fact" | "unknown-plan" | "quote" | "unsure";
  retrieval: Retrieval | null;
  facts: Fact[];
  quoted: SentenceMatch[];
  handoff: "person" | "team" | null;
}

/** Decides how to answer: refuse, state facts, quote, or say it doesn't know. */
export function planAnswer(knowledge: Knowledge, request: AssistantRequest): Plan {
  const question = squash(request.question ?? "");
  const history = request.history ?? [];
  const buying = hasBuyingIntent(question);
  const none = { retrieval: null, facts: [], quoted: [] };
  if (!/[\p{L}\p{N}]/u.test(question))
    return { status: "refused", reason: "empty", handoff: null, ...none };
  if (isInjection(question))
    return { status: "refused", reason: "injection", handoff: null, ...none };
  if (isOffTopic(question) && !buying)
    return { status: "refused", reason: "off-topic", handoff: null, ...none };
  const retrieval = retrieve(knowledge, question, history);
  const facts = chosenFacts(knowledge, retrieval);
  // A plan the site does not have: say which plans there are, rather than a plan's fact, a tool
  // of the catalogue (which plans differ on) or a quote about plans in general. A fact true of
  // every plan (the comparison table) still answers.
  const planList = knowledge.facts.find((fact) => fact.id === "plan.list");
  const perPlan = facts[0]?.plan || facts[0]?.kind === "integration";
  if (retrieval.unknownPlan && planList && (!facts.length || perPlan)) {
    return {
      status: "answered",
      reason: "unknown-plan",
      retrieval,
      facts: [planList],
      quoted: [],
      handoff: buying ? "person" : null,
    };
  }
  if (facts.length) {
    return {
      status: "answered",
      reason: "fact",
      retrieval,
      facts,
      quoted: [],
      handoff: buying ? "person" : null,
    };
  }
  // A question that names what the site never does is not answered by a quote about the rest.
  const confident = retrieval.confidence >= RETRIEVAL.minConfidence && !retrieval.unknown.length;
  if (!retrieval.onSubject && !buying && !confident) {
    return { status: "refused", reason: "off-topic", handoff: null, ...none };
  }
  const quoted = confident ? chosenSentences(retrieval) : [];
  if (quoted.length) {
    return {
      status: "answered",
      reason: "quote",
      retrieval,
      facts: [],
      quoted,
      handoff: buying ? "person" : null,
    };
  }
  const twice = wasUnsure(knowledge, history.at(-1));
  return {
    status: buying ? "answered" : "unsure",
    reason: "unsure",
    retrieval,
    facts: [],
    quoted: [],
    handoff: buying || twice ? "person" : "team",
  };
}

/** Words the plan into the answer object. */
export function composeAnswer(
  knowledge: Knowledge,
  request: AssistantRequest,
  plan: Plan,
  options: AnswerOptions = {},
): AssistantAnswer {
  const { copy } = knowledge;
  const suggestions = suggestionsFor(knowledge, request.page);
  const citations = new CitationList();
  const parts: string[] = [];
  if (plan.reason === "injection") parts.push(copy.injection);
  else if (plan.reason === "off-topic") parts.push(copy.offTopic);
  else if (plan.reason === "empty") parts.push(copy.empty);
  else if (plan.reason === "fact") parts.push(factAnswer(plan.facts, citations));
  else if (plan.reason === "unknown-plan")
    parts.push(copy.unknownPlan, factAnswer(plan.facts, citations));
  else if (plan.reason === "quote") parts.push(quoteAnswer(knowledge, plan.quoted, citations));
  else if (plan.status === "answered") parts.push(copy.handoffIntro);
  else {
    const twice = plan.handoff === "person";
    parts.push(copy.unsure);
    const nearest = plan.retrieval ? nearestPages(plan.retrieval) : [];
    if (nearest.length) {
      const list = nearest.map((passage) => {
        const firstLine =
          passage.text.split("\n").find((line) => line.length >= 25) ??
          passage.text.split("\n")[0]!;
        const n = citations.number(
          passage.url,
          citationTitle(passage.title, passage.heading),
          firstLine,
        );
        return `${citationTitle(passage.title, passage.heading)} [${n}]`;
      });
      parts.push(`${copy.unsureNearest} ${list.join(", ")}.`);
    }
    parts.push(twice ? copy.handoffAfterUnsure : copy.unsureAskTeam);
  }
  const handoff = plan.handoff ? copy.handoff[plan.handoff] : null;
  if (handoff && plan.status === "answered" && plan.reason !== "unsure")
    parts.push(copy.handoffIntro);
  if (handoff) {
    const note = afterHoursNote(knowledge, options.now ?? new Date());
    if (note) parts.push(note);
  }
  return {
    status: plan.status,
    answer: withoutForeignLinks(knowledge, parts.join(" ")),
    citations: citations.items.map((c) => ({
      ...c,
      quote: withoutForeignLinks(knowledge, c.quote),
    })),
    suggestions,
    handoff: handoff ? { ...handoff } : null,
  };
}

/** Answers a question without a language model. */
export function answer(
  knowledge: Knowledge,
  request: AssistantRequest,
  options: AnswerOptions = {},
): AssistantAnswer {
  return composeAnswer(knowledge, request, planAnswer(knowledge, request), options);
}
