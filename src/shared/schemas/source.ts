/**
 * Where a lead came from, as the forms send it and the server stores it: the page the form was on,
 * the visit's landing page and its referrer's origin, and the landing URL's UTM parameters. Nothing
 * else about a visit is kept. Plain data and pure functions: the browser builds it (lib/visit-source.ts)
 * and the server reads it back with `parseLeadSource`, dropping whatever is not what it claims to be
 * (attribution never stops a lead).
 */

/** The UTM parameters kept from a landing URL, as they are named in it. */
export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export interface LeadSource {
  /** The path of the page the form was on: `/get-started-form`. */
  page?: string;
  /** The path of the visit's first page on this site: `/pricing`. */
  landingPage?: string;
  /** The origin of the page that linked to the landing page, when another site did. */
  referrer?: string;
  /** The landing URL's UTM parameters (without JavaScript: the form page's). */
  utm?: Partial<Record<UtmKey, string>>;
  /**
   * A lead that Ask Automatica handed over ("Talk to a person"): the page the conversation started
   * on and the conversation's id (the server marks that conversation as having led to a lead).
   */
  assistant?: AssistantSource;
}

export interface AssistantSource {
  /** The path of the page the conversation started on. */
  page?: string;
  /** The conversation's id, as the browser sent it with each question: letters, digits, `-`, `_`. */
  conversation?: string;
}

/** A conversation id: what the panel makes (crypto.randomUUID) or anything of the same kind. */
const CONVERSATION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** An assistant handoff from untrusted input, or undefined. */
function assistantSource(value: unknown): AssistantSource | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const input = value as Record<string, unknown>;
  const conversation =
    typeof input.conversation === "string" && CONVERSATION_ID.test(input.conversation)
      ? input.conversation
      : undefined;
  const page = sitePath(input.page);
  return page || conversation ? compact({ page, conversation }) : undefined;
}

/** The longest path, origin or UTM value kept, in characters. */
export const SOURCE_VALUE_MAX = 200;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A value worth keeping: text, trimmed, printable, not too long. */
function cleanText(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return text && text.length <= SOURCE_VALUE_MAX && !CONTROL.test(text) ? text : undefined;
}

/**
 * The path of a page on this site, without its query or fragment: `/pricing?x=1#top` gives
 * `/pricing`. Undefined for anything that is not a site path (`//other.example`, `https://…`).
 */
export function sitePath(value: unknown): string | undefined {
  const text = cleanText(value);
  if (!text || !text.startsWith("/") || text.startsWith("//") || text.includes("\\")) {
    return undefined;
  }
  const path = text.split(/[?#]/, 1)[0] ?? "";
  return path || undefined;
}

/** The origin (scheme, host, port) of an http(s) URL: `https://news.example`. */
export function referrerOrigin(value: unknown): string | undefined {
  const text = cleanText(value);
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The UTM parameters of a query string (`?utm_source=newsletter&q=x` gives `{ utm_source }`). */
export function utmFrom(query: string | URLSearchParams): LeadSource["utm"] {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const value = cleanText(params.get(key));
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length ? utm : undefined;
}

/** Drops the empty parts; undefined when nothing is left. */
function compact<T extends object>(source: T): T | undefined {
  const entries = Object.entries(source).filter(([, value]) => value !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

/**
 * A lead source from untrusted input (a request body): each part kept only when it is what it
 * claims to be, the rest dropped. Undefined when nothing is left.
 */
export function parseLeadSource(value: unknown): LeadSource | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const input = value as Record<string, unknown>;
  const utmInput = input.utm;
  const utm =
    utmInput && typeof utmInput === "object" && !Array.isArray(utmInput)
      ? utmFrom(
          new URLSearchParams(
            Object.entries(utmInput as Record<string, unknown>).filter(
              (entry): entry is [string, string] => typeof entry[1] === "string",
            ),
          ),
        )
      : undefined;
  return compact({
    page: sitePath(input.page),
    landingPage: sitePath(input.landingPage),
    referrer: referrerOrigin(input.referrer),
    utm,
    assistant: assistantSource(input.assistant),
  });
}

/**
 * What a form page's own URL tells (a post without JavaScript: its Referer): the page, and the UTM
 * parameters in its query. Only for a URL on one of `origins`; undefined otherwise.
 */
export function sourceFromPageUrl(
  url: string | undefined,
  origins: readonly string[],
): LeadSource | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (!origins.includes(parsed.origin)) return undefined;
    return compact({ page: sitePath(parsed.pathname), utm: utmFrom(parsed.searchParams) });
  } catch {
    return undefined;
  }
}

/** Labels for a lead source's parts, in the order the business e-mail and the CLI show them. */
export const sourceLabels = {
  page: "Form page",
  landingPage: "Landing page",
  referrer: "Referrer",
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  utm_term: "UTM term",
  utm_content: "UTM content",
  assistant: "Ask Automatica",
  assistantPage: "Asked on",
  assistantConversation: "Conversation",
} as const;

/** A lead source as label/value rows, for an e-mail or a listing. */
export function sourceRows(source: LeadSource | null | undefined): [string, string][] {
  if (!source) return [];
  const rows: [string, string][] = [];
  for (const key of ["page", "landingPage", "referrer"] as const) {
    const value = source[key];
    if (value) rows.push([sourceLabels[key], value]);
  }
  for (const key of UTM_KEYS) {
    const value = source.utm?.[key];
    if (value) rows.push([sourceLabels[key], value]);
  }
  if (source.assistant) {
    rows.push([sourceLabels.assistant, "yes"]);
    if (source.assistant.page) rows.push([sourceLabels.assistantPage, source.assistant.page]);
    if (source.assistant.conversation)
      rows.push([sourceLabels.assistantConversation, source.assistant.conversation]);
  }
  return rows;
}
