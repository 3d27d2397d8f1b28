import { z } from "zod/mini";

/**
 * The forms' text as the schemas take it, in the browser and on the server alike: Unicode NFC (so
 * 'é' typed as one character or as 'e' and a combining accent is stored, counted and compared the
 * same way), then trimmed (spaces, tabs and line breaks at either end, NEL included). Lengths are
 * counted after that. A single-line field (a name, an address, a subject) loses its bidi controls
 * and zero-width characters, and refuses a line break or any other control character left inside;
 * a multi-line one (needs, a message) writes every line break as '\n' and refuses the other control
 * characters, tabs excepted.
 */

/** The line breaks people's systems write: CRLF, CR, NEL (U+0085), LINE and PARAGRAPH SEPARATOR. */
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
/** A line break of any kind, LF included. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;
/** A control character (Unicode's Cc): C0 (TAB, LF and CR among them), DEL and C1 (NEL among them). */
const CONTROL = /\p{Cc}/u;
/** The same but TAB and LF: what a multi-line text may not hold once its line breaks are LF. */
const CONTROL_BUT_TAB_AND_LF = /(?![\t\n])\p{Cc}/u;

/**
 * Characters that are invisible yet change how the text around them reads: bidi controls
 * (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069, the marks U+200E, U+200F and
 * U+061C), with which 'Invoice \u202efdp.exe' shows as 'Invoice exe.pdf', and zero-width ones
 * (U+200B-U+200D, U+2060, U+FEFF), which hide inside a word, a link or an address. A joiner (U+200D)
 * between two emoji stays: it is how 👩‍💻 is written, and hides nothing.
 */
const INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b-\u200d\u2060\ufeff]/g;
const JOINER = "\u200d";
/** An emoji, before a joiner (with its presentation selector, U+FE0F) or after it. */
const EMOJI_BEFORE = /\p{Extended_Pictographic}\ufe0f?$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;

/** The text without bidi controls and zero-width characters (a one-line header's too). */
export const withoutInvisibles = (value: string) =>
  value.replace(INVISIBLE, (char, at: number) =>
    char === JOINER &&
    EMOJI_BEFORE.test(value.slice(Math.max(0, at - 3), at)) &&
    EMOJI_AFTER.test(value.slice(at + 1, at + 3))
      ? char
      : "",
  );

/** Whitespace as JavaScript's trim sees it (spaces, tabs, line breaks, U+FEFF), and NEL. */
const SPACE = /[\s\u0085]/;

/**
 * The value without whitespace at either end. Written out rather than `trim()`, which strips NEL in
 * V8 (Chrome, Node) but not by the standard, so every browser and the server trim alike; and rather
 * than a regular expression, which would take quadratic time on a long run of inner spaces.
 */
function trimmed(value: string) {
  let start = 0;
  let end = value.length;
  while (start < end && SPACE.test(value.charAt(start))) start += 1;
  while (end > start && SPACE.test(value.charAt(end - 1))) end -= 1;
  return value.slice(start, end);
}

/**
 * A single-line field's value as the schema checks and keeps it: NFC, without bidi controls and
 * zero-width characters (removed, not refused: nobody types them, and they only ever hide), trimmed.
 */
export const singleLineText = (value: string) => trimmed(withoutInvisibles(value.normalize("NFC")));

/** A multi-line field's value as the schema checks and keeps it: NFC, every line break '\n', trimmed. */
export const multiLineText = (value: string) =>
  trimmed(value.normalize("NFC").replace(LINE_BREAKS, "\n"));

/** A single-line field with a line break inside, e.g. 'Please keep your name on one line'. */
export const notOneLine = (what: string) => `Please keep ${what} on one line`;
/** A single-line field with a tab or another control character inside. */
export const singleLineControls = (what: string) =>
  `Please remove tabs and other control characters from ${what}`;
/** A multi-line field with a control character that is neither a line break nor a tab. */
export const multiLineControls = (what: string) => `Please remove control characters from ${what}`;
/**
 * A field sent as anything but text (a number, a list, an object, null, a form field given twice):
 * only a client other than the site's forms can do it, so the server alone says it, naming the field
 * by its label, e.g. 'Name must be a single text value'.
 */
export const notText = (label: string) => `${label} must be a single text value`;

/** The messages a single-line field's text can fail with, before its own checks. */
export type SingleLineMessages = { lineBreak: string; controls: string };
/** A string schema's further checks (lengths, a refinement), run on the normalised text. */
type Checks = Parameters<z.ZodMiniString<string>["check"]>;

/** A single-line text: NFC, trimmed, one line without control characters; then `checks`. */
export const singleLine = (messages: SingleLineMessages, ...checks: Checks) =>
  z.string().check(
    z.overwrite(singleLineText),
    z.refine((value) => !LINE_BREAK.test(value), { error: messages.lineBreak }),
    z.refine((value) => !CONTROL.test(value), { error: messages.controls }),
    ...checks,
  );

/** A multi-line text: NFC, line breaks as '\n', trimmed, no control characters but tabs; then `checks`. */
export const multiLine = (controls: string, ...checks: Checks) =>
  z.string().check(
    z.overwrite(multiLineText),
    z.refine((value) => !CONTROL_BUT_TAB_AND_LF.test(value), { error: controls }),
    ...checks,
  );
