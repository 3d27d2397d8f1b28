// No log line carries what a visitor typed: the privacy policy says the logs hold request data only,
// and keeps them 30 days. Errors are the risk: a database driver's error quotes the failed query's
// parameters (Drizzle's "Failed query: ... params: Ada,ada@example.com,...") and the failing row
// (PostgreSQL's `detail`), a JSON parser quotes the body, an SMTP server the recipient's address.
// So an error is logged as its type, its code and a message with those taken out.
import { errorFields } from "./db/error-fields.ts";

/** An e-mail address, anywhere in a message. */
const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;
/** A quoted value ("…" or '…'), as parsers and drivers quote what they were given. */
const QUOTED = /"[^"]*"|'[^']*'/g;

/**
 * The innermost error worth its message: a wrapper that only repeats its query (Drizzle's
 * DrizzleQueryError) gives way to its cause.
 */
function rootOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const { message, cause } = errorFields(current);
    if (cause && typeof message === "string" && message.startsWith("Failed query")) {
      current = cause;
    } else break;
  }
  return current;
}

/** An error as a log line may show it. */
export interface SafeError {
  type: string;
  code?: string;
  message: string;
}

/**
 * An error as a log line may show it: `{ type, code, message }`, the message without quoted values,
 * e-mail addresses or any of `typed` (the values of the submission at hand), at most 300 characters.
 * Never the error's other properties (a driver's `detail`, `where`, `query`, `params`).
 * @param typed what the visitor sent, to be left out wherever it appears
 */
export function safeError(error: unknown, typed: readonly unknown[] = []): SafeError {
  const root = rootOf(error);
  const { name, code, message } = errorFields(root);
  let text = typeof message === "string" ? message : String(root);
  for (const value of typed) {
    if (typeof value === "string" && value.trim().length >= 3) {
      text = text.split(value.trim()).join("[redacted]");
    }
  }
  text = text.replace(QUOTED, "[redacted]").replace(EMAIL, "[address]");
  return {
    type: typeof name === "string" ? name : "Error",
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    message: text.length > 300 ? `${text.slice(0, 300)}…` : text,
  };
}
