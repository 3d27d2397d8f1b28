/**
 * The assistant's knowledge: the artifact the build writes (build/assistant/knowledge.json) and
 * the server loads at start. It holds the bot's configuration in the documented bot format, whose
 * knowledge-base documents are the built site's passages (one per h2/h3 section of every indexable
 * page), the facts generated from the content modules, the assistant's wording, synonyms and
 * suggested questions, and the serialised full-text index (MiniSearch) over the passages.
 */
import fs from "node:fs";
import MiniSearch, { type Options } from "minisearch";
import type { DocumentedBot } from "../../src/shared/documented-bot.ts";
import { processTerm, tokenize } from "./text.ts";

export const KNOWLEDGE_VERSION = 1;

/** A fact as the facts builder writes it (build-tools/assistant-facts.ts). */
export interface FactSpec {
  id: string;
  /** What kind of value it states; prices and limits are checked in a model's answers. */
  kind:
    | "price"
    | "limit"
    | "feature"
    | "trial"
    | "integration"
    | "contact"
    | "job"
    | "rate-limit"
    | "legal";
  /** The plan it is about, for prices, limits and rate limits. */
  plan?: string;
  /** Phrases that name what it is about ("pro plan", "hubspot"); one must be in the question. */
  subjects: string[];
  /** Phrases that ask for it ("how much", "seats"); one must be in the question, unless empty. */
  attributes: string[];
  /** Phrases that make it the better answer ("annually"); required with `requireQualifier`. */
  qualifiers?: string[];
  requireQualifier?: boolean;
  /** Phrases that rule it out ("trial" for the Free plan). */
  excludes?: string[];
  /** The answer, worded from the module's values. */
  statement: string;
  /** The values as the page shows them: the claims test finds each on the page. */
  values: string[];
  /** The page that shows it ("/pricing") and the heading of its section there ("Pro"). */
  page: string;
  heading?: string;
}

/** A fact with what the build read from its page. */
export interface Fact extends FactSpec {
  /** The page and the anchor of the heading that show it: "/pricing#plan-pro". */
  url: string;
  /** The page's title. */
  title: string;
  /** The page's own words that show the fact (a line of the passage at its anchor). */
  quote: string;
}

/** Where a passage is: everything but its text, which is its knowledge-base document's content. */
export interface PassageSource {
  /** The knowledge-base document's id: "/pricing#pro", made unique with "~2" where needed. */
  id: string;
  /** "/pricing#pro", or "/pricing" for the text above a page's first heading. */
  url: string;
  /** The page's title ("Pricing"). */
  title: string;
  /** The heading the passage starts at; the page's h1 for the text above the first heading. */
  heading: string;
  /** For an h3: the h2 it sits under. */
  parent?: string;
  /** Part of an illustrative example (fictional names and figures). */
  illustrative: boolean;
}

export interface Passage extends PassageSource {
  /** The text, one block (paragraph, list item, table row) a line. */
  text: string;
}

export interface AssistantCopy {
  unsure: string;
  unsureNearest: string;
  unsureAskTeam: string;
  offTopic: string;
  injection: string;
  empty: string;
  unknownPlan: string;
  handoffIntro: string;
  handoffAfterUnsure: string;
  afterHours: string;
  today: string;
  tomorrow: string;
  laterDay: string;
  illustrative: string;
  handoff: { person: { label: string; href: string }; team: { label: string; href: string } };
  askPage: { youAsked: string; sources: string; tooMany: string; unavailable: string };
}

/** The business hours, from src/shared/site.ts: minutes from midnight, by weekday (0 = Sunday). */
export interface BusinessHours {
  timeZone: string;
  /** [open, close] in minutes after midnight, or null when closed; index 0 is Sunday. */
  days: ([number, number] | null)[];
}

/** What the build writes. */
export interface KnowledgeFile {
  version: number;
  /** The site's origin: links to it (and its subdomains) are the only ones an answer may carry. */
  origin: string;
  bot: DocumentedBot;
  sources: PassageSource[];
  facts: Fact[];
  copy: AssistantCopy;
  /** A word (or phrase) → the site's words a question with it also searches for. */
  synonyms: Record<string, string[]>;
  suggestions: Record<string, string[]>;
  hours: BusinessHours;
  /** MiniSearch's serialised index over the documents (by their position). */
  index: unknown;
}

/** The loaded knowledge, ready to answer from. */
export interface Knowledge extends Omit<KnowledgeFile, "index"> {
  passages: Passage[];
  search: MiniSearch<IndexedPassage>;
}

/** What the index holds of a passage. */
export interface IndexedPassage {
  id: number;
  title: string;
  heading: string;
  text: string;
}

/**
 * The index's options: the same at build and at load (MiniSearch requires it). BM25+ over the
 * heading, the page title and the text, the heading weighing most; terms stemmed, stop words out.
 */
export const indexOptions: Options<IndexedPassage> = {
  fields: ["heading", "title", "text"],
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { heading: 2.5, title: 1.5, text: 1 },
    prefix: (term) => term.length >= 5,
    fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 6 ? 1 : 0),
    maxFuzzy: 2,
    combineWith: "OR",
  },
};

/** The documents the index is built from, in the knowledge base's order. */
export function indexedPassages(passages: Passage[]): IndexedPassage[] {
  return passages.map((passage, id) => ({
    id,
    title: passage.title,
    heading: passage.parent ? `${passage.parent} ${passage.heading}` : passage.heading,
    text: passage.text,
  }));
}

/** Builds the index over the passages (the build does this once; tests may too). */
export function buildIndex(passages: Passage[]): MiniSearch<IndexedPassage> {
  const search = new MiniSearch<IndexedPassage>(indexOptions);
  search.addAll(indexedPassages(passages));
  return search;
}

/** The loaded knowledge from the artifact's parsed JSON. */
export function knowledgeFrom(file: KnowledgeFile): Knowledge {
  if (file.version !== KNOWLEDGE_VERSION) {
    throw new Error(
      `assistant: knowledge version ${file.version}, expected ${KNOWLEDGE_VERSION}: run npm run build`,
    );
  }
  const { index, ...rest } = file;
  const documents = file.bot.knowledgeBase.documents;
  const passages = file.sources.map((source, i) => ({ ...source, text: documents[i]!.content }));
  const search = MiniSearch.loadJS<IndexedPassage>(
    index as Parameters<typeof MiniSearch.loadJS>[0],
    indexOptions,
  );
  return { ...rest, passages, search };
}

/** Where the build writes the knowledge: outside the public files. */
export const defaultKnowledgePath = (buildDir = process.env.BUILD_DIR ?? "build") =>
  `${buildDir}/assistant/knowledge.json`;

/** Reads and loads the built knowledge. */
export function loadKnowledge(file = defaultKnowledgePath()): Knowledge {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    throw new Error(`assistant: no knowledge at ${file}: run npm run build first`);
  }
  return knowledgeFrom(JSON.parse(text) as KnowledgeFile);
}
