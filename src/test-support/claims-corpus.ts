/**
 * Everything the site says, for the claims tests (src/content/claims.test.ts and
 * src/content/claims/*.test.ts): every string of every content module (deeply), every Markdown page (blog, docs,
 * legal) and the words drawn in the illustrations under public/images. A test reads an authority
 * (the docs, the plan table, /security, the legal pages or a fact module) and scans this corpus
 * for sentences it contradicts, so a new sentence of the same kind anywhere fails.
 *
 * Test support, outside the layers (it reads src/lib's placeholder filling to read the legal pages
 * as they render).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { fillLegal } from "../lib/legal";

export interface Text {
  /** Where it was found: "home.ts closingCta.primary.label" or "blog/ai-customer-service.md". */
  where: string;
  text: string;
  /** Inside an entry flagged `illustrative: true`, or a Markdown passage its front-matter flags. */
  illustrative?: boolean;
}

/** Every content module (every .ts file under src/content but the tests), by its path from here. */
export const modules = import.meta.glob<Record<string, unknown>>(
  ["../content/**/*.ts", "!../content/**/*.test.ts"],
  { eager: true },
);

/** A module's path as the tests name it: "home.ts", "legal/consent-choices.ts". */
export const moduleName = (file: string) => file.replace(/^\.\.\/content\//, "");

/**
 * Every string inside a value; a figure and its label also read as one ("1000+ Integrations").
 * Strings inside an object flagged `illustrative: true` are marked so.
 */
export function stringsOf(
  value: unknown,
  where: string,
  illustrative = false,
  seen = new Set<unknown>(),
): Text[] {
  if (typeof value === "string") return [{ where, text: value, illustrative }];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  const record = value as { value?: unknown; label?: unknown; illustrative?: unknown };
  const flagged = illustrative || record.illustrative === true;
  const joined =
    typeof record.value === "string" && typeof record.label === "string"
      ? [
          {
            where: `${where} (value and label)`,
            text: `${record.value} ${record.label}`,
            illustrative: flagged,
          },
        ]
      : [];
  return [
    ...joined,
    ...Object.entries(value).flatMap(([key, child]) =>
      stringsOf(child, `${where}.${key}`, flagged, seen),
    ),
  ];
}

// A text that one export hands to another (a list's copy, content/*-list declarations) is one
// claim: it is read once, where it is first written.
const readTexts = new Set<string>();
export const tsTexts: Text[] = Object.entries(modules)
  .flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      stringsOf(value, `${moduleName(file)} ${name}`),
    ),
  )
  .filter(({ text, illustrative }) => {
    const key = `${illustrative ? "illustrative" : "claim"}:${text}`;
    return !readTexts.has(key) && Boolean(readTexts.add(key));
  });

export interface MarkdownFile {
  /** Its path under src/content: "docs/resources/faq.md". */
  where: string;
  data: Record<string, unknown>;
  body: string;
}

const contentRoot = path.resolve("src/content");
export const markdownFiles: MarkdownFile[] = fs
  .readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".md"))
  .map((relative) => {
    const source = fs.readFileSync(path.join(contentRoot, relative), "utf8");
    const parsed = matter(relative.startsWith("legal") ? fillLegal(source) : source);
    return { where: relative, data: parsed.data as Record<string, unknown>, body: parsed.content };
  });

/** A Markdown page by its path under src/content: markdown("docs/resources/faq.md"). */
export function markdown(where: string): MarkdownFile {
  const file = markdownFiles.find((entry) => entry.where === path.join(...where.split("/")));
  if (!file) throw new Error(`No Markdown page ${where}`);
  return file;
}

/** The visible label every illustrative example starts with (content/illustrative.ts). */
export const illustrativeLabel =
  /^\*?Illustrative example: names, companies and figures are fictional\.\*?/;

/** A Markdown body's paragraphs; those its front-matter lists as illustrative are marked. */
export function paragraphsOf(file: MarkdownFile): Text[] {
  const flagged = Array.isArray(file.data.illustrative) ? (file.data.illustrative as string[]) : [];
  return file.body
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => ({
      where: file.where,
      text: paragraph,
      illustrative:
        illustrativeLabel.test(paragraph.trim()) &&
        flagged.some((passage) => paragraph.includes(passage)),
    }));
}

export const mdTexts: Text[] = markdownFiles.flatMap((file) => [
  { where: file.where, text: file.body },
  ...stringsOf(file.data, `${file.where} front-matter`),
]);

export const allTexts = [...tsTexts, ...mdTexts];

/** Sentences (and table rows and list items): the unit a claim is read in. */
export const sentencesOf = ({ where, text, illustrative }: Text): Text[] =>
  text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z*[(])/)
    .map((sentence) => ({ where, text: sentence.trim(), illustrative }))
    .filter((sentence) => sentence.text);

export const allSentences: Text[] = [
  ...tsTexts,
  ...markdownFiles.flatMap((file) => [
    ...paragraphsOf(file),
    ...stringsOf(file.data, `${file.where} front-matter`),
  ]),
].flatMap(sentencesOf);

/**
 * Texts outside the docs: marketing, menus, FAQ, blog, legal. Not the staff inbox's copy
 * (content/staff.ts): its words ("Audit log", "Spam") name the company's own tool for its staff,
 * behind a sign-in and noindex, and claim nothing about the product.
 */
export const marketingSentences = allSentences.filter(
  ({ where }) => !where.startsWith("docs") && !where.startsWith("staff.ts "),
);

/** The docs' sentences (guides, reference, examples, FAQ). */
export const docsSentences = allSentences.filter(({ where }) => where.startsWith("docs"));

/** The words drawn in each illustration under public/images, one text per file. */
export const svgTexts: Text[] = fs
  .readdirSync(path.resolve("public/images"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".svg"))
  .map((file) => {
    const source = fs.readFileSync(path.resolve("public/images", file), "utf8");
    const words = [...source.matchAll(/<(?:text|tspan|title)\b[^>]*>([^<]*)</g)]
      .map((match) => match[1]!.replace(/&amp;/g, "&").trim())
      .filter(Boolean);
    return { where: `public/images/${file}`, text: words.join(" | ") };
  })
  .filter(({ text }) => text);

/** Marketing sentences and the illustrations' words: what a visitor reads as our claims. */
export const visibleClaims: Text[] = [...marketingSentences, ...svgTexts];

/** "where: text" for each, as a failing test lists them. */
export const listed = (found: Text[]) => found.map(({ where, text }) => `${where}: ${text}`);

/**
 * A sentence that denies what it names: "It does not answer by SMS", "never an answer from the
 * bot", "not the transcript". Not a bare "no" or "without": "No queue and no hold music: replies
 * arrive…" and "answered … without an agent" are claims.
 */
export const denies = (text: string) =>
  /\b(does not|doesn't|do not|don't|did not|must not|cannot|can't|never|is not|are not|isn't|aren't|nothing|there is no|not (the|a|an|part of|on|in)|stays? with)\b/i.test(
    text,
  );

/** A sentence whose subject is a bot (or its chat), where a claim about what a bot does lives. */
export const aboutABot = (text: string) =>
  /\b(bots?|chatbots?|assistants?|concierge|in (the )?chat|by chat|in a guided chat|chats?)\b/i.test(
    text,
  );

/** A sentence that says the customer's own system, code or service does the work. */
export const saysTheirOwnSystem = (text: string) =>
  /\b(your|their|its|our) (own )?([\w-]+ )?(systems?|servers?|code|extraction( step| service)?|services?|relay|stock check|tools?|software|form)\b/i.test(
    text,
  );
