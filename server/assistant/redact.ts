/**
 * What a question loses before it is stored (issue 35, point 7): e-mail addresses and phone
 * numbers, each replaced by a word in brackets. A visitor who types their address into the
 * assistant ("mail me at jane@example.com") has it used for nothing and kept nowhere.
 * - An e-mail address: anything@anything.tld, also with spaces around the @ or written
 *   "jane (at) example (dot) com" / "jane [at] example [dot] com".
 * - A phone number: seven or more digits, possibly with a leading +, spaces, dots, dashes, slashes
 *   or parentheses between them ("+1 (555) 010-4200", "555.010.4200", "0044 20 7946 0958"). An ISO
 *   date (2026-11-25) is not one. Shorter runs of digits (prices, counts, years) stay.
 */
export const REDACTED = { email: "[email]", phone: "[phone]" } as const;

const EMAIL =
  /[\p{L}\p{N}._%+'-]+\s*(?:@|[([]\s*at\s*[)\]])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|[([]\s*dot\s*[)\]])\s*[\p{L}\p{N}-]+)+/giu;
/** A run of digits and the separators a phone number is written with. */
const PHONE_LIKE = /\+?\(?\d[\d\s()./-]*\d\)?/g;
const ISO_DATE = /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const PHONE_DIGITS = 7;

/** The question with its e-mail addresses and phone numbers replaced. */
export function redact(text: string): string {
  return text.replace(EMAIL, REDACTED.email).replace(PHONE_LIKE, (match) => {
    const trimmed = match.trim();
    const digits = trimmed.replace(/\D/g, "").length;
    if (digits < PHONE_DIGITS || ISO_DATE.test(trimmed)) return match;
    // Keep the spaces around it: "call 555 010 4200 today" → "call [phone] today".
    const lead = match.match(/^\s*/)?.[0] ?? "";
    const tail = match.match(/\s*$/)?.[0] ?? "";
    return `${lead}${REDACTED.phone}${tail}`;
  });
}
