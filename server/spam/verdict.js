// @ts-check
// The spam verdict of a submission: ok (sent on at once), suspect (held for the daily digest) or spam
// (kept 30 days, never sent), with its reasons in words. Layers, as the hosted form services have
// them: the honeypot, the proof of work, a time trap and content rules. Two outright: a filled
// honeypot or a forged proof of work is spam. The rest add points:
//
//   no proof of work (no JavaScript), or an expired or reused one   1
//   sent less than 3 s after the page started loading               1
//   a link or web address in the name                                2
//   a link in the organisation or the subject                        2
//   3 or 4 links in the free text (needs, details, message)          1
//   5 or more                                                        2
//   each phrase of server/spam/phrases.txt found (two at most)       2
//
// 0 or 1 point is ok, 2 or 3 suspect, 4 or more spam. So a form sent without JavaScript is ok when
// nothing else is wrong (never refused, never worse than suspect for that alone), a link in the
// name alone makes a submission suspect, and a known spam phrase with a link in the name is spam.
// The reasons never quote what was typed: they may be logged and are shown in the digest and CLI.
import fs from "node:fs";

/** Sent faster than this after the page started loading: a weak sign of a script. */
export const MIN_FILL_MS = 3_000;
/** Points from which a submission is suspect, and spam. */
export const SUSPECT_AT = 2;
export const SPAM_AT = 4;

/** Which fields each rule reads (the forms' own field names). */
const NAME_FIELDS = ["name"];
const LINE_FIELDS = ["organization", "subject"];
const FREE_TEXT_FIELDS = ["needs", "additionalInfo", "message"];
const TEXT_FIELDS = [...NAME_FIELDS, ...LINE_FIELDS, ...FREE_TEXT_FIELDS];

/** A link written out: http(s)://…, www.…, BBCode [url…] or an HTML anchor. */
const WRITTEN_LINK = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+|\[url\b[^\]]*\]|<a\s[^>]*href/gi;
/** An e-mail address, left out before web addresses are looked for. */
const EMAIL = /[^\s@<>()"']+@[^\s@<>()"']+\.[a-z]{2,}/gi;
/**
 * A bare web address with a top-level domain spam favours or any common one: `cheap-seo.xyz`,
 * `bit.ly/x`. Not `St.John` or `J.R.R.`: the TLD must be one of these.
 */
const BARE_DOMAIN =
  /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:com|net|org|info|biz|io|co|ly|gl|ru|cn|su|xyz|top|site|online|shop|store|club|click|link|live|life|me|us|uk|de|fr|in|pro|app|dev|ai|tk|ml|ga|cf|gq|buzz|icu|vip|win|bid|loan|work|today|space|website|fun|cc|tv|ws|pw)\b(?:\/[^\s<>"']*)?/gi;

/** How many links a text holds: written-out ones, then bare web addresses (e-mail addresses aside). */
export function countLinks(text = "") {
  const written = text.match(WRITTEN_LINK) ?? [];
  const rest = text.replace(WRITTEN_LINK, " ").replace(EMAIL, " ");
  return written.length + (rest.match(BARE_DOMAIN) ?? []).length;
}

/** Whether a text holds a written-out link (the organisation and subject may name a domain). */
export const hasWrittenLink = (text = "") => new RegExp(WRITTEN_LINK.source, "i").test(text);

/** The phrases of a list file: one per line, # comments and blank lines skipped, lower case. @param {string} text */
export function parsePhrases(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith("#"));
}

/** The phrase list shipped with the server, read once. */
export const PHRASES = parsePhrases(
  fs.readFileSync(new URL("./phrases.txt", import.meta.url), "utf8"),
);

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The phrases found in a text, as whole words, whatever the case and spacing. @param {string} text @param {readonly string[]} phrases */
export function phrasesIn(text, phrases) {
  const normal = text.toLowerCase().replace(/\s+/g, " ");
  return phrases.filter((phrase) =>
    new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}(?:$|[^\\p{L}\\p{N}])`, "u").test(
      normal,
    ),
  );
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @typedef {import("../db/schema.js").Verdict} Verdict
 * @typedef {{ verdict: Verdict, score: number, reasons: string[] }} Judgement
 */

/**
 * @param {{
 *   data: Record<string, string | undefined>,
 *   honeypot: boolean,
 *   challenge: import("./challenge.js").ChallengeState,
 *   elapsedMs?: number,
 *   phrases?: readonly string[],
 * }} submission data: the validated fields; elapsedMs: what the page measured, if it sent it
 * @returns {Judgement}
 */
export function judge({ data, honeypot, challenge, elapsedMs, phrases = PHRASES }) {
  if (honeypot)
    return { verdict: "spam", score: SPAM_AT, reasons: ["the hidden field was filled"] };
  if (challenge === "invalid") {
    return { verdict: "spam", score: SPAM_AT, reasons: ["a forged or wrong proof of work"] };
  }
  /** @type {[number, string][]} */
  const findings = [];
  if (challenge === "missing") findings.push([1, "no proof of work"]);
  if (challenge === "expired") findings.push([1, "an expired proof of work"]);
  if (challenge === "reused") findings.push([1, "a proof of work used before"]);
  if (typeof elapsedMs === "number" && elapsedMs >= 0 && elapsedMs < MIN_FILL_MS) {
    findings.push([1, `sent ${seconds(elapsedMs)} after the page started loading`]);
  }
  for (const field of NAME_FIELDS) {
    if (countLinks(data[field]) > 0) findings.push([2, `a web address in the ${field}`]);
  }
  for (const field of LINE_FIELDS) {
    if (hasWrittenLink(data[field])) findings.push([2, `a link in the ${field}`]);
  }
  const links = FREE_TEXT_FIELDS.reduce((sum, field) => sum + countLinks(data[field]), 0);
  if (links >= 5) findings.push([2, `${links} links in the text`]);
  else if (links >= 3) findings.push([1, `${links} links in the text`]);
  const text = TEXT_FIELDS.map((field) => data[field] ?? "").join("\n");
  for (const phrase of phrasesIn(text, phrases).slice(0, 2)) {
    findings.push([2, `the spam phrase "${phrase}"`]);
  }

  const score = findings.reduce((sum, [points]) => sum + points, 0);
  const verdict = score >= SPAM_AT ? "spam" : score >= SUSPECT_AT ? "suspect" : "ok";
  return { verdict, score, reasons: findings.map(([, reason]) => reason) };
}
