/**
 * The assistant's knowledge, built from the built site after Astro (scripts/postbuild.js): every
 * indexable page (the search index's pages: `data-pagefind-body`) is cut into passages at its h2
 * and h3 headings, each with its URL and the heading's anchor, the page title, the heading and the
 * text; the content modules yield the facts (build-tools/assistant-facts.ts). Both go, with the
 * assistant's configuration and wording (src/content/assistant.ts) and a serialised MiniSearch
 * index, into build/assistant/knowledge.json: outside build/client, so it is not a public file.
 *
 * Loaded through Vite's module runner (it imports src/content, whose imports have no extensions).
 */
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";
import {
  buildIndex,
  KNOWLEDGE_VERSION,
  type BusinessHours,
  type Fact,
  type FactSpec,
  type KnowledgeFile,
  type Passage,
} from "../server/assistant/knowledge.ts";
import { squash } from "../server/assistant/text.ts";
import { searchablePages } from "../scripts/search-index.js";
import {
  assistantBot,
  assistantCopy,
  assistantSuggestions,
  assistantSynonyms,
} from "../src/content/assistant.ts";
import { site } from "../src/shared/site.ts";
import { assistantFacts } from "./assistant-facts.ts";

/** Elements whose text is not a page's prose. */
const SKIPPED = new Set([
  "script",
  "style",
  "svg",
  "template",
  "noscript",
  "pre",
  "button",
  "select",
  "textarea",
  "input",
  "nav",
  "form",
]);
/** Elements that end a line of text. */
const BLOCKS = new Set([
  "p",
  "li",
  "div",
  "tr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "dt",
  "dd",
  "section",
  "article",
  "br",
  "figcaption",
  "blockquote",
  "table",
  "ul",
  "ol",
  "dl",
  "header",
  "footer",
  "aside",
  "details",
  "summary",
  "caption",
  "address",
  "figure",
  "label",
]);
/** Words by which the site labels an illustrative example (src/content/illustrative.ts). */
const ILLUSTRATIVE = /\b(illustrative|fictional)\b/i;

interface Draft {
  anchor: string;
  heading: string;
  level: number;
  parent?: string;
  lines: string[];
  illustrative: boolean;
}

/** "Pricing | Automatica" → "Pricing". */
const pageTitle = (title: string) => squash(title).replace(/\s*\|\s*[^|]*$/, "") || site.name;

/**
 * One page's passages: the text above its first h2/h3, then one per h2/h3. A heading without an
 * id takes the nearest enclosing element's id, else the previous heading's anchor.
 */
export function pagePassages(url: string, html: string): Passage[] {
  const drafts: Draft[] = [];
  let title = "";
  let inTitle = false;
  let bodyDepth = -1;
  let skipDepth = -1;
  let headingDepth = -1;
  let h1 = "";
  let inH1 = -1;
  let illustrativeDepth = -1;
  let heading = "";
  let line = "";
  let currentH2 = "";
  const idStack: (string | undefined)[] = [];
  let current: Draft = { anchor: "", heading: "", level: 1, lines: [], illustrative: false };
  drafts.push(current);

  const endLine = () => {
    const text = squash(line);
    if (text) current.lines.push(text);
    line = "";
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const depth = idStack.length;
        idStack.push(attributes.id);
        if (name === "title") inTitle = true;
        if (bodyDepth < 0) {
          if ("data-pagefind-body" in attributes) bodyDepth = depth;
          return;
        }
        if (skipDepth >= 0) return;
        if (
          SKIPPED.has(name) ||
          "data-pagefind-ignore" in attributes ||
          attributes["aria-hidden"] === "true" ||
          "hidden" in attributes
        ) {
          skipDepth = depth;
          return;
        }
        if ("data-illustrative" in attributes && illustrativeDepth < 0) illustrativeDepth = depth;
        if (name === "h1") inH1 = depth;
        if (name === "h2" || name === "h3") {
          endLine();
          const anchor =
            attributes.id ??
            [...idStack].reverse().find((id) => id && id !== "main") ??
            current.anchor;
          current = {
            anchor,
            heading: "",
            level: name === "h2" ? 2 : 3,
            parent: name === "h3" ? currentH2 : undefined,
            lines: [],
            illustrative: illustrativeDepth >= 0,
          };
          drafts.push(current);
          headingDepth = depth;
          heading = "";
          return;
        }
        if (BLOCKS.has(name)) endLine();
        if (name === "td" || name === "th" || name === "dd") line += " ";
      },
      ontext(text) {
        if (inTitle) title += text;
        if (bodyDepth < 0 || skipDepth >= 0) return;
        if (inH1 >= 0) h1 += text;
        if (headingDepth >= 0) heading += text;
        else line += text;
        if (illustrativeDepth >= 0) current.illustrative = true;
      },
      onclosetag(name) {
        idStack.pop();
        const depth = idStack.length;
        if (name === "title") inTitle = false;
        if (depth === skipDepth) {
          skipDepth = -1;
          return;
        }
        if (skipDepth >= 0 || bodyDepth < 0) return;
        if (depth === illustrativeDepth) illustrativeDepth = -1;
        if (depth === inH1) inH1 = -1;
        if (depth === headingDepth) {
          headingDepth = -1;
          current.heading = squash(heading);
          if (current.level === 2) currentH2 = current.heading;
          return;
        }
        if (BLOCKS.has(name)) endLine();
        if (name === "td" || name === "th") line += " ";
        if (depth === bodyDepth) {
          endLine();
          bodyDepth = -2;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();

  const pageName = pageTitle(title);
  drafts[0]!.heading = squash(h1) || pageName;
  // An h2 section (with its h3s) that labels itself as an example is an example throughout.
  const sections: Draft[][] = [];
  for (const draft of drafts) {
    if (draft.level <= 2 || sections.length === 0) sections.push([draft]);
    else sections.at(-1)!.push(draft);
  }
  for (const section of sections) {
    if (section.some((d) => d.illustrative || d.lines.some((l) => ILLUSTRATIVE.test(l)))) {
      for (const draft of section) draft.illustrative = true;
    }
  }
  return drafts
    .filter((draft) => draft.lines.length > 0)
    .map((draft) => ({
      id: "",
      url: draft.anchor ? `${url}#${draft.anchor}` : url,
      title: pageName,
      heading: draft.heading,
      ...(draft.parent ? { parent: draft.parent } : {}),
      illustrative: draft.illustrative,
      text: draft.lines.join("\n"),
    }));
}

/** Every indexable page's passages, with unique ids. */
export function sitePassages(client: string): Passage[] {
  return passagesOf(searchablePages(client));
}

/** The passages of these pages, with unique ids. */
export function passagesOf(pages: { url: string; content: string }[]): Passage[] {
  const passages = pages.flatMap(({ url, content }) => pagePassages(url, content));
  const seen = new Map<string, number>();
  for (const passage of passages) {
    const count = (seen.get(passage.url) ?? 0) + 1;
    seen.set(passage.url, count);
    passage.id = count === 1 ? passage.url : `${passage.url}~${count}`;
  }
  return passages;
}

/** "9:00 AM" → 540. */
const minutes = (time: string) => {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) throw new Error(`assistant: unreadable time "${time}" in site.hours`);
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === "PM" ? 12 : 0);
  return hour * 60 + Number(match[2]);
};
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The business hours of src/shared/site.ts ("Mon-Fri", "9:00 AM-6:00 PM"), by weekday. */
export function businessHours(
  hours: readonly { days: string; hours: string }[] = site.hours,
): BusinessHours {
  const days: BusinessHours["days"] = [null, null, null, null, null, null, null];
  for (const { days: range, hours: time } of hours) {
    const ends = range.split("-").map((day) => WEEKDAYS.indexOf(day.trim()));
    const from = ends[0] ?? -1;
    const to = ends[1] ?? from;
    if (from < 0 || to < 0) throw new Error(`assistant: unreadable days "${range}"`);
    const open = /^closed$/i.test(time) ? null : (time.split("-").map(minutes) as [number, number]);
    for (let day = from; day <= to; day++) days[day] = open;
  }
  return { timeZone: site.timeZone.iana, days };
}

/**
 * A fact with its page's URL and anchor (the passage whose heading is the fact's), the page's title
 * and the page's own line that shows it (the first line there holding its first value). Throws
 * when the page, the heading or the value is not there.
 */
export function placeFact(fact: FactSpec, passages: Passage[]): Fact {
  const onPage = passages.filter((p) => p.url.split("#")[0] === fact.page);
  const heading = fact.heading?.toLowerCase();
  const at = heading
    ? onPage.filter((p) => p.heading.toLowerCase() === heading)
    : onPage.slice(0, 1);
  if (!at.length) {
    throw new Error(
      `assistant: fact ${fact.id}: no section "${fact.heading ?? "(top)"}" on ${fact.page}`,
    );
  }
  const lines = at.flatMap((p) => [...p.text.split("\n"), p.heading]);
  const value = fact.values[0]!.toLowerCase();
  const quote =
    lines.find((l) => l.toLowerCase().startsWith(value)) ??
    lines.find((l) => l.toLowerCase().includes(value));
  if (!quote)
    throw new Error(`assistant: fact ${fact.id}: ${fact.page} does not show "${fact.values[0]}"`);
  return { ...fact, url: at[0]!.url, title: at[0]!.title, quote };
}

/** Builds the knowledge from a built site's client directory. */
export function buildKnowledge(client: string): KnowledgeFile {
  return knowledgeOf(sitePassages(client), assistantFacts());
}

/** The knowledge of these passages and facts (the build's, or a test's). */
export function knowledgeOf(passages: Passage[], factSpecs: FactSpec[]): KnowledgeFile {
  const facts = factSpecs.map((fact) => placeFact(fact, passages));
  const index = buildIndex(passages);
  return {
    version: KNOWLEDGE_VERSION,
    origin: site.origin,
    bot: {
      ...assistantBot,
      knowledgeBase: { documents: passages.map(({ id, text }) => ({ id, content: text })) },
    },
    sources: passages.map(({ text: _text, ...source }) => source),
    facts,
    copy: assistantCopy,
    synonyms: assistantSynonyms,
    suggestions: assistantSuggestions,
    hours: businessHours(),
    index: index.toJSON(),
  };
}

/** Builds the knowledge and writes it next to the client directory: <build>/assistant/knowledge.json. */
export function writeKnowledge(client: string): {
  file: string;
  passages: number;
  facts: number;
  bytes: number;
} {
  const knowledge = buildKnowledge(client);
  const file = path.join(path.dirname(client), "assistant", "knowledge.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const json = JSON.stringify(knowledge);
  fs.writeFileSync(file, json);
  return {
    file,
    passages: knowledge.sources.length,
    facts: knowledge.facts.length,
    bytes: Buffer.byteLength(json),
  };
}
