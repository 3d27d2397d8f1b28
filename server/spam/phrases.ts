// The phrase list (server/spam/phrases.txt) read and matched in context. Its grammar, one rule a line:
//
//   2 dofollow                      a phrase and its points
//   1 casino | link money another   points only when the submission also has one of these:
//                                   link     a web address anywhere in what was typed
//                                   money    an amount of money ($500, 19,90 €, R$ 200, 5000 руб)
//                                   another  another phrase that scored on its own
//   @1 backlink                     a stem an e-mail address may hold (points when it does)
//   @0 fast                         a weak stem: two weak stems together score 1
//
// In a phrase, `<money>` is an amount of money, `<n>` a number, `<pct>` a percentage, `*` up to
// three words of anything. Phrases match whole words, whatever the case, accents, spacing, hyphens
// and digits standing for letters (`V1agra`); a line starting with `#` is a comment. Where two
// phrases found overlap in the text (`5 star reviews`, `5 star google reviews`), the one with more
// points counts.
import fs from "node:fs";
import { fold, unLeet } from "./text.ts";

const CONTEXTS = ["link", "money", "another"] as const;
export type Context = (typeof CONTEXTS)[number];
export interface Phrase {
  points: number;
  phrase: string;
  when: Context[];
  pattern: RegExp;
  key: string;
}
export interface Stem {
  points: number;
  stem: string;
}
export interface PhraseList {
  phrases: Phrase[];
  stems: Stem[];
}

const isContext = (word: string): word is Context => CONTEXTS.some((context) => context === word);

/** Currencies as written before or after an amount. */
const CURRENCY =
  "\\$|€|£|¥|₹|₽|₺|₫|r\\$|rs\\.?|usd|eur|euros?|gbp|brl|inr|rub|руб(?:\\.|лей|ля)?|тыс|dollars?|dolares|reais|rupees|zl|kr|kc|tl|rp|rb|ribu|dong|đ|yen|円|元|lakh|pesos?|soles|francs?|chf";
/**
 * A number as people write one: digits in groups with their separators (1,500 · 2.000,50 · 10 000),
 * maybe "k" (thousand). Every part is bounded, so that no text makes the matching slow.
 */
const NUMBER = "\\d{1,9}(?:[.,' ]\\d{1,3}){0,4}(?:k\\b)?";
/** An amount of money in a folded text: the currency before or after the number. */
export const MONEY = `(?:(?<![\\p{L}\\p{N}])(?:${CURRENCY})\\s?${NUMBER}|(?<![\\p{L}\\p{N}])${NUMBER}\\s?(?:${CURRENCY})(?![\\p{L}]))`;
const MONEY_PATTERN = new RegExp(MONEY, "iu");

/** A character of a script written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/**
 * The regular expression of a phrase: its words folded as the text is, its tokens expanded, bounded
 * by anything but a letter or digit.
 */
function patternOf(phrase: string): RegExp {
  const body = fold(phrase)
    .split(/(<money>|<n>|<pct>|\*)/u)
    .map((part) =>
      part === "<money>"
        ? MONEY
        : part === "<n>"
          ? "\\d{1,9}(?:[.,]\\d{1,3}){0,3}"
          : part === "<pct>"
            ? "\\d{1,3}(?:[.,]\\d{1,2})?\\s?%"
            : part === "*"
              ? "(?:\\S{1,40}\\s{1,3}){0,3}?"
              : escape(part).replace(/ /gu, "\\s*"),
    )
    .join("");
  // Chinese and Japanese write no spaces between words: a phrase that starts or ends in their
  // script is matched inside a run of it.
  const before = CJK.test(phrase.at(0) ?? "") ? "" : "(?<![\\p{L}\\p{N}])";
  const after = CJK.test(phrase.at(-1) ?? "") ? "" : "(?![\\p{L}\\p{N}])";
  return new RegExp(`${before}${body}${after}`, "u");
}

/**
 * The longest word of a phrase, as the folded text must hold it for the phrase to match: the
 * expressions of the others are never run (nor compiled: V8 compiles one when it is first used).
 */
const keyOf = (phrase: string) =>
  fold(phrase)
    .replace(/<money>|<n>|<pct>|\*/gu, " ")
    .split(/[^\p{L}\p{N}]+/u)
    .reduce((longest, word) => (word.length > longest.length ? word : longest), "");

/** The rules of a phrase file. */
export function parsePhrases(text: string): PhraseList {
  const list: PhraseList = { phrases: [], stems: [] };
  text.split(/\r?\n/u).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const rule = line.match(/^(@?)(\d+)\s+([^|]+?)\s*(?:\|\s*(.*))?$/u);
    if (!rule) throw new Error(`phrases line ${index + 1}: not "points phrase [| contexts]"`);
    const [, stem, points, phrase, contexts = ""] = rule;
    if (stem) {
      list.stems.push({ points: Number(points), stem: fold(phrase ?? "").replace(/ /gu, "") });
      return;
    }
    const when: Context[] = [];
    for (const context of contexts.split(/\s+/u).filter(Boolean)) {
      if (!isContext(context)) throw new Error(`phrases line ${index + 1}: no context ${context}`);
      when.push(context);
    }
    let pattern: RegExp | undefined;
    list.phrases.push({
      points: Number(points),
      phrase: (phrase ?? "").toLowerCase(),
      when,
      // Built when first needed: a text holds the key words of a few phrases, and building all
      // of them (Unicode classes) would cost every start of the server a good part of a second.
      get pattern() {
        pattern ??= patternOf(phrase ?? "");
        return pattern;
      },
      key: keyOf(phrase ?? ""),
    });
  });
  return list;
}

/** The phrase list shipped with the server, read once when it starts. */
export const PHRASES = parsePhrases(
  fs.readFileSync(new URL("./phrases.txt", import.meta.url), "utf8"),
);

/** Whether a text names an amount of money. */
export const hasMoney = (text: string) => MONEY_PATTERN.test(fold(text));

/**
 * The phrases that score in a text, most points first: those that need no context, then those
 * whose context the submission has (`another`: a phrase that scored without one). `text`: what
 * was typed, read (text.ts readText); `link`: whether the submission holds a web address.
 */
export function phrasesIn(text: string, { link }: { link: boolean }, list = PHRASES): Phrase[] {
  const folded = fold(text);
  const leet = unLeet(folded);
  const found: { phrase: Phrase; start: number; end: number }[] = [];
  for (const phrase of list.phrases) {
    const inFolded = folded.includes(phrase.key);
    const inLeet = leet !== folded && leet.includes(phrase.key);
    if (!inFolded && !inLeet) continue;
    const match =
      (inFolded ? phrase.pattern.exec(folded) : null) ??
      (inLeet ? phrase.pattern.exec(leet) : null);
    if (match) found.push({ phrase, start: match.index, end: match.index + match[0].length });
  }
  const money = MONEY_PATTERN.test(folded);
  const alone = found.filter(({ phrase }) => phrase.points > 0 && phrase.when.length === 0);
  const inContext = found.filter(
    (hit) =>
      hit.phrase.points > 0 &&
      hit.phrase.when.some(
        (context) =>
          (context === "link" && link) ||
          (context === "money" && money) ||
          (context === "another" &&
            alone.some(({ start, end }) => end <= hit.start || hit.end <= start)),
      ),
  );
  const counted: typeof found = [];
  for (const hit of [...alone, ...inContext].sort(
    (a, b) => b.phrase.points - a.phrase.points || b.end - b.start - (a.end - a.start),
  )) {
    if (!counted.some(({ start, end }) => hit.start < end && start < hit.end)) counted.push(hit);
  }
  return counted.map(({ phrase }) => phrase);
}

/**
 * How much an e-mail address reads like an offer: the points of the stems it holds (`backlinks`,
 * `viagra`), and 1 for two weak stems together (`fast` and `loans`), at most 2. The mailbox's
 * +tag is left out.
 */
export function addressPoints(address: string | undefined, list = PHRASES): number {
  if (!address?.includes("@")) return 0;
  const [mailbox = "", domain = ""] = fold(address).split("@");
  // A +tag is the owner's own label for who has the address (`ada+promo@`): not read.
  const local = mailbox.split("+")[0] ?? "";
  const words = `${local} ${domain.split(".").slice(0, -1).join(" ")}`.split(/[^a-z]+/u);
  const joined = words.join("");
  const holds = (stem: string) =>
    stem.length >= 4 ? joined.includes(stem) : words.some((word) => word.startsWith(stem));
  const held = list.stems.filter(({ stem }) => holds(stem));
  const strong = held.reduce((sum, { points }) => sum + points, 0);
  const weak = held.filter(({ points }) => points === 0).length;
  return Math.min(2, strong + (weak >= 2 ? 1 : 0));
}
