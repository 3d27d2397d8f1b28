/**
 * Text handling shared by the knowledge build and the engine: one tokenizer, one stemmer and one
 * stop-word list, so that the serialised index and the questions asked of it agree.
 */

/** Words that carry no meaning of their own in a question or a passage. */
export const STOP_WORDS = new Set(
  (
    "a an the and or but if then else of to in on at by for with from into onto about as is are was " +
    "were be been being am do does did doing done have has had having i me my mine we us our ours " +
    "you your yours he him his she her it its they them their this that these those there here " +
    "what which who whom whose when where why how can could would should shall will may might must " +
    "not no nor so too very just also than such any some all each every both either neither own " +
    "same other only more most much many few again further once up down out off over under " +
    "please tell know let get got want wanted like would i'm i've you're it's that's there's " +
    "s t don doesn didn isn aren wasn weren won wouldn shouldn couldn hi hello hey thanks thank " +
    "work works"
  ).split(/\s+/),
);

/** Splits text into lower-case word tokens ("2FA", "24/7" → "2fa", "24", "7"; "$1,000" → "1000"). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      // Thousands separators: "50,000" is one number.
      .replace(/(\d),(?=\d{3}\b)/g, "$1")
      .replace(/['’]s\b/g, "")
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  );
}

const STEM_RULES: [RegExp, string][] = [
  [/ization$/, "ize"],
  [/ational$/, "ate"],
  [/fulness$/, "ful"],
  [/iveness$/, "ive"],
  [/ations?$/, "ate"],
  [/ators?$/, "ate"],
  [/ments?$/, ""],
  [/nesses$/, "ness"],
  [/ies$/, "y"],
  [/ied$/, "y"],
  [/ings?$/, ""],
  [/(ss|us|is)$/, "$1"],
  [/(x|ch|sh)es$/, "$1"],
  [/ed$/, ""],
  [/ers$/, "er"],
  [/s$/, ""],
];

/**
 * A light English stemmer (plurals, -ing, -ed, -ation): "integrations", "integrate" and
 * "integrating" all become "integrate"; "prices", "priced" and "pricing" become "pric".
 * Words of four letters or fewer, and numbers, are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const [pattern, replacement] of STEM_RULES) {
    if (pattern.test(word)) {
      let stemmed = word.replace(pattern, replacement);
      if (stemmed.length < 3) return word;
      // "planning" → "plann" → "plan"; "running" → "run".
      if (/([b-df-hj-np-tv-z])\1$/.test(stemmed) && !/(ll|ss|zz)$/.test(stemmed)) {
        stemmed = stemmed.slice(0, -1);
      }
      // "price"/"pricing"/"priced" and "integrate"/"integrating": drop a final silent e.
      return stemmed.replace(/([^aeiou])e$/, "$1");
    }
  }
  return word.replace(/([^aeiou])e$/, "$1");
}

/** The index's term processing: stop words out, the rest stemmed. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** A question's or passage's meaningful terms, stemmed, in order (duplicates kept). */
export function terms(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

/** Whitespace collapsed and trimmed. */
export const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Splits a block of prose into sentences, word for word. A full stop ends a sentence only before
 * a capital, a digit or a quote, and not after an abbreviation ("e.g.", "U.S.", "Inc.").
 */
export function sentences(text: string): string[] {
  const result: string[] = [];
  let start = 0;
  const pattern = /[.!?](?=["'”’)]?\s+["'“‘(]?[A-Z0-9$])/g;
  for (const match of text.matchAll(pattern)) {
    const end = match.index + 1;
    const before = text.slice(start, end);
    if (/\b(e\.g|i\.e|U\.S|etc|Inc|vs|Mr|Ms|Dr|No|St)\.$/.test(before)) continue;
    const sentence = squash(text.slice(start, end + (match[0].length - 1)));
    if (sentence) result.push(sentence);
    start = end;
  }
  const rest = squash(text.slice(start));
  if (rest) result.push(rest);
  return result;
}

/**
 * The Damerau-Levenshtein distance between two words, counting up to `max` + 1 (a typo check:
 * "hubspott" is 1 from "hubspot").
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]!.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (i > 0 && rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * How many typos a word of this length may carry and still match: none under 6 letters (so that
 * "found" never reads as "pound"), one up to 8, two from 9.
 */
export const typoAllowance = (word: string) => (word.length >= 9 ? 2 : word.length >= 6 ? 1 : 0);
