// The API's JSON bodies are UTF-8 without a byte-order mark (RFC 8259, section 8.1), and only that:
// a charset other than UTF-8 is a 415, a BOM or bytes that are not UTF-8 a 400. Fastify's own parser
// decodes any body as UTF-8, replacing what is not with U+FFFD, and skips a BOM; this one reads the
// bytes, decodes them strictly, then hands the text to Fastify's parser, so JSON is parsed as before
// (an empty body refused, "__proto__" and "constructor" keys refused: prototype poisoning).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FORM_TYPE, JsonByteOrderMarkError, JsonCharsetError, JsonNotUtf8Error } from "./errors.ts";

/** A request's media type, lower case, without its parameters ("application/json"). */
export const mediaType = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "")
    .split(";", 1)[0]
    ?.trim()
    .toLowerCase() ?? "";

/** A form posted by a browser without JavaScript: answered with pages, not JSON. */
export const isFormPost = (request: FastifyRequest) => mediaType(request) === FORM_TYPE;

/** The WHATWG labels of UTF-8 a client may name: 'utf-8' and its common alias 'utf8'. */
const UTF8_LABELS = new Set(["utf-8", "utf8"]);

/**
 * Whether a parsed body (JSON, or a urlencoded form) is an object of named values: not null, not a
 * list, not a single value.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The charset a Content-Type names, lower-cased and unquoted, or undefined without one. */
export function charsetOf(contentType = ""): string | undefined {
  for (const parameter of contentType.split(";").slice(1)) {
    const [name = "", ...value] = parameter.split("=");
    if (name.trim().toLowerCase() === "charset") {
      return value
        .join("=")
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .toLowerCase();
    }
  }
  return undefined;
}

/**
 * Replaces the application/json parser of the Fastify instance (its encapsulation context: the API).
 * Its refusals are server/errors.ts's, answered by the one error handler.
 */
export function strictJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  app.addContentTypeParser<Buffer>(
    "application/json",
    { parseAs: "buffer" },
    (request, body, done) => {
      const charset = charsetOf(request.headers["content-type"]);
      if (charset !== undefined && !UTF8_LABELS.has(charset)) {
        return done(new JsonCharsetError());
      }
      let text: string;
      try {
        text = decoder.decode(body);
      } catch {
        return done(new JsonNotUtf8Error());
      }
      if (text.startsWith("\ufeff")) {
        return done(new JsonByteOrderMarkError());
      }
      parseJson(request, text, done);
    },
  );
}
