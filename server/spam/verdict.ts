// The spam verdict of a submission: ok (sent on at once), suspect (held for the daily digest) or spam
// (kept 30 days, never sent), with its reasons in words. Layers, as the hosted form services have
// them: the honeypot, the proof of work, a time trap and the content. Two outright: a filled
// honeypot or a forged proof of work is spam. The rest add points.
//
// The content is read as a person sees it (server/spam/text.ts): NFKC, invisible characters
// removed, links written as hxxp, [.] or "dot com" read as links. Then:
//
//   a link whose host mixes Latin with Cyrillic or Greek letters (pаypal, a Cyrillic а)   3
//   zero-width characters inside a word or an address (h<ZWSP>t<ZWSP>tps)                 2
//   direction overrides (U+202A to U+202E: text that reads otherwise than it is)          2
//   a link in HTML or BBCode                                                             2
//   a link disguised as hxxp, [.], (dot) or "dot com"                                     2
//   a link to a bare IP address                                                          2
//   a shortened link, a link to a messenger, a link on a TLD spam favours (each kind)     1
//   a link or web address in the name                                                    2
//   a link in the organisation or the subject                                            2
//   3 or 4 links in the free text (needs, details, message), not counting up to 3
//   to the sender's own site (the domain of their e-mail, or their organisation's name)  1
//   5 or more                                                                            2
//   the phrases of server/spam/phrases.txt found, in context (their points, 4 at most)
//   an e-mail address holding spam's stems (backlinks, viagra) or on a TLD spam favours  1 or 2
//
// Then the proof of work and the time:
//
//   no proof of work (no JavaScript), or an expired one                   1, or 2 if the content
//                                                                         scored 2 or more
//   a proof of work used before (replayed)                                2, or 3 likewise
//   sent less than 3 s after the page started loading                     1
//
// 0 or 1 point is ok, 2 or 3 suspect, 4 or more spam. So a form sent without JavaScript is ok when
// its content is clean (a visitor without JavaScript is never held for that alone); a single sign
// in the content holds it as suspect; content that would hold it even with a proof of work makes
// it spam. With a solved proof, it takes 2 points of content to hold a submission.
// The reasons never quote what was typed: they may be logged and are shown in the digest and CLI.
import type { Verdict } from "../db/schema.ts";
import type { ChallengeState } from "./challenge.ts";
import { addressPoints, PHRASES, phrasesIn } from "./phrases.ts";
import type { PhraseList } from "./phrases.ts";
import { CHEAP_TLDS, linksIn, ownSite, readText } from "./text.ts";

export { parsePhrases, phrasesIn, PHRASES } from "./phrases.ts";

/** Sent faster than this after the page started loading: a weak sign of a script. */
export const MIN_FILL_MS = 3_000;
/** Points from which a submission is suspect, and spam. */
export const SUSPECT_AT = 2;
export const SPAM_AT = 4;
/** Content points from which a missing or spent proof of work weighs one more. */
export const COMMERCIAL_AT = 2;
/** The most the phrases add together. */
const PHRASE_POINTS_MAX = 4;
/** Own-site links not counted in the text. */
const OWN_LINKS_FREE = 3;

/** Which fields each rule reads (the forms' own field names). */
const NAME_FIELDS = ["name"];
const LINE_FIELDS = ["organization", "subject"];
const FREE_TEXT_FIELDS = ["needs", "additionalInfo", "message"];
const TEXT_FIELDS = [...NAME_FIELDS, ...LINE_FIELDS, ...FREE_TEXT_FIELDS];
/** The fields that hold an e-mail address (the invite's may be a phone number). */
const ADDRESS_FIELDS = ["email", "contact"];

/** How many links a text holds, read as the verdict reads it (disguised ones too, e-mail addresses not). */
export const countLinks = (text: string | undefined = "") => linksIn(readText(text).text).length;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface Judgement {
  verdict: Verdict;
  score: number;
  reasons: string[];
}
/** Points, and the reason in words. */
type Finding = [points: number, reason: string];

/** What the typed content is worth in points, with the reasons. */
function judgeContent(data: Record<string, string | undefined>, phrases: PhraseList): Finding[] {
  const findings: Finding[] = [];
  const fields = TEXT_FIELDS.map((field) => {
    const read = readText(data[field]);
    return { field, read, links: linksIn(read.text) };
  });
  const all = fields.map(({ read }) => read);
  const every = fields.flatMap(({ links }) => links);
  const among = (names: readonly string[]) => fields.filter(({ field }) => names.includes(field));

  if (every.some((link) => link.mixedScript)) {
    findings.push([3, "a link whose host mixes Latin with Cyrillic or Greek letters"]);
  }
  if (all.some((text) => text.splitters > 0)) {
    findings.push([2, "zero-width characters inside a word or an address"]);
  }
  if (all.some((text) => text.overrides)) findings.push([2, "direction overrides in the text"]);
  if (every.some((link) => link.markup)) findings.push([2, "a link in HTML or BBCode"]);
  if (all.some((text) => text.disguised)) {
    findings.push([2, "a disguised link (hxxp, [.], dot com)"]);
  }
  if (every.some((link) => link.ipAddress)) findings.push([2, "a link to an IP address"]);
  if (every.some((link) => link.shortener)) findings.push([1, "a shortened link"]);
  if (every.some((link) => link.messenger)) findings.push([1, "a link to a messenger"]);
  if (every.some((link) => link.cheapTld)) {
    findings.push([1, "a link on a top-level domain spam favours"]);
  }

  for (const { field, links } of among(NAME_FIELDS)) {
    if (links.length > 0) findings.push([2, `a web address in the ${field}`]);
  }
  for (const { field, links } of among(LINE_FIELDS)) {
    if (links.some((link) => link.written)) findings.push([2, `a link in the ${field}`]);
  }
  const own = ownSite({
    email: data.email,
    names: [data.organization ?? "", data.name ?? ""],
  });
  const free = among(FREE_TEXT_FIELDS).flatMap(({ links }) => links);
  const owned = free.filter((link) => own(link.host)).length;
  const outside = free.length - Math.min(owned, OWN_LINKS_FREE);
  if (outside >= 5) findings.push([2, `${outside} links in the text`]);
  else if (outside >= 3) findings.push([1, `${outside} links in the text`]);

  const text = all.map(({ text }) => text).join("\n");
  let phrasePoints = 0;
  for (const { points, phrase } of phrasesIn(text, { link: every.length > 0 }, phrases)) {
    const added = Math.min(points, PHRASE_POINTS_MAX - phrasePoints);
    if (added <= 0) break;
    phrasePoints += added;
    findings.push([added, `the spam phrase "${phrase}"`]);
  }

  for (const field of ADDRESS_FIELDS) {
    const address = data[field];
    if (!address?.includes("@")) continue;
    const stems = addressPoints(address, phrases);
    if (stems > 0) findings.push([stems, "an e-mail address that reads like an offer"]);
    const tld = address.split(".").at(-1)?.toLowerCase() ?? "";
    if (CHEAP_TLDS.has(tld))
      findings.push([1, "an e-mail address on a top-level domain spam favours"]);
  }
  return findings;
}

export interface Submission {
  /** The validated fields. */
  data: Record<string, string | undefined>;
  honeypot: boolean;
  challenge: ChallengeState;
  /** What the page measured, if it sent it. */
  elapsedMs?: number;
  phrases?: PhraseList;
}

export function judge({
  data,
  honeypot,
  challenge,
  elapsedMs,
  phrases = PHRASES,
}: Submission): Judgement {
  if (honeypot)
    return { verdict: "spam", score: SPAM_AT, reasons: ["the hidden field was filled"] };
  if (challenge === "invalid") {
    return { verdict: "spam", score: SPAM_AT, reasons: ["a forged or wrong proof of work"] };
  }
  const content = judgeContent(data, phrases);
  const commercial = content.reduce((sum, [points]) => sum + points, 0) >= COMMERCIAL_AT ? 1 : 0;
  const findings: Finding[] = [];
  if (challenge === "missing") findings.push([1 + commercial, "no proof of work"]);
  if (challenge === "expired") findings.push([1 + commercial, "an expired proof of work"]);
  if (challenge === "reused") findings.push([2 + commercial, "a proof of work used before"]);
  if (typeof elapsedMs === "number" && elapsedMs >= 0 && elapsedMs < MIN_FILL_MS) {
    findings.push([1, `sent ${seconds(elapsedMs)} after the page started loading`]);
  }
  findings.push(...content);

  const score = findings.reduce((sum, [points]) => sum + points, 0);
  const verdict = score >= SPAM_AT ? "spam" : score >= SUSPECT_AT ? "suspect" : "ok";
  return { verdict, score, reasons: findings.map(([, reason]) => reason) };
}
