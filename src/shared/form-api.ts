/**
 * The form API's addresses, shared by the forms in the browser and the server (server/api.js): where
 * each form posts, the page it lives on, and the prerendered thank-you page a post without
 * JavaScript is redirected to. Plain data: the server imports it too.
 */
export const formApi = {
  enquiry: {
    endpoint: "/api/enquiries",
    formPath: "/get-started-form",
    thanksPath: "/get-started-form/thanks",
  },
  contact: { endpoint: "/api/contact", formPath: "/contact", thanksPath: "/contact/thanks" },
  invite: { endpoint: "/api/invites", formPath: "/get-started", thanksPath: "/get-started/thanks" },
} as const;

export type FormKind = keyof typeof formApi;

/**
 * The hidden field a person leaves empty and a form-filling bot fills: answered as a success, stored
 * as spam, never sent on.
 */
export const HONEYPOT_FIELD = "website";
/** The field a form may send its Idempotency-Key in, when it cannot set the header. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
/** The solved proof-of-work challenge: ALTCHA's payload, base64 of `{ challenge, solution }`. */
export const CHALLENGE_FIELD = "altcha";
/** Milliseconds from the page's start to the submit, as the page measured it (the time trap). */
export const ELAPSED_FIELD = "elapsedMs";
/** Where the lead came from (schemas/source.ts): sent by the forms with JavaScript. */
export const SOURCE_FIELD = "source";
/** Where a form fetches a new proof-of-work challenge (GET, JSON). */
export const challengeEndpoint = "/api/challenge";

/**
 * The URL a form posts to: the endpoint on this site, or on `PUBLIC_API_ORIGIN` when the site is
 * hosted without its server (set at build time; the server then allows that site's origin by CORS).
 */
export function apiUrl(endpoint: string, origin: string | undefined = publicApiOrigin()): string {
  return origin ? new URL(endpoint, origin).toString() : endpoint;
}

function publicApiOrigin(): string | undefined {
  const value = import.meta.env?.PUBLIC_API_ORIGIN;
  return typeof value === "string" && value.trim() ? value.trim().replace(/\/+$/, "") : undefined;
}
