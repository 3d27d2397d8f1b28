// @ts-check
// The three forms the API accepts: which schema checks them (the same zod schemas the browser forms
// use), where a form post goes back to, which e-mails a submission owes (the one builder,
// src/lib/enquiry-email.ts) and where its confirmation goes.
import {
  buildBusinessEmail,
  buildContactBusinessEmail,
  buildContactThankYouEmail,
  buildInviteBusinessEmail,
  buildInviteConfirmationEmail,
  buildThankYouEmail,
} from "../../src/lib/enquiry-email.ts";
import { contactSchema } from "../../src/lib/schemas/contact.ts";
import { enquirySchema } from "../../src/lib/schemas/enquiry.ts";
import { inviteSchema, isEmailAddress } from "../../src/lib/schemas/invite.ts";
import { formApi } from "../../src/lib/form-api.ts";

export {
  CHALLENGE_FIELD,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  SOURCE_FIELD,
} from "../../src/lib/form-api.ts";

/**
 * @typedef {import("../db/schema.js").SubmissionKind} SubmissionKind
 * @typedef {import("../../src/lib/enquiry-email.ts").MailMessage} MailMessage
 * @typedef {import("../../src/lib/enquiry-email.ts").MailAddresses} MailAddresses
 * @typedef {import("../../src/lib/enquiry-email.ts").SubmissionContext} SubmissionContext
 * @typedef {{
 *   kind: SubmissionKind,
 *   endpoint: string,
 *   fields: readonly string[],
 *   validate: (values: Record<string, string>) => { success: true, data: Record<string, unknown> } | { success: false, error: { issues: readonly { path: readonly PropertyKey[], message: string }[] } },
 *   formPath: string,
 *   thanksPath: string,
 *   what: string,
 *   businessEmail: (data: any, addresses: MailAddresses, context: SubmissionContext) => MailMessage,
 *   thankYouEmail: (data: any, addresses: MailAddresses) => MailMessage | undefined,
 *   confirmTo: (data: Record<string, string>) => string | undefined,
 * }} FormDefinition
 */

/** @type {Record<SubmissionKind, FormDefinition>} */
export const forms = {
  enquiry: {
    kind: "enquiry",
    ...formApi.enquiry,
    fields: ["name", "email", "phone", "organization", "interestedIn", "needs", "additionalInfo"],
    validate: (values) => enquirySchema.safeParse(values),
    what: "your enquiry",
    businessEmail: buildBusinessEmail,
    thankYouEmail: buildThankYouEmail,
    confirmTo: (data) => data.email,
  },
  contact: {
    kind: "contact",
    ...formApi.contact,
    fields: ["name", "email", "subject", "message"],
    validate: (values) => contactSchema.safeParse(values),
    what: "your message",
    businessEmail: buildContactBusinessEmail,
    thankYouEmail: buildContactThankYouEmail,
    confirmTo: (data) => data.email,
  },
  invite: {
    kind: "invite",
    ...formApi.invite,
    fields: ["contact"],
    validate: (values) => inviteSchema.safeParse(values),
    what: "your invite request",
    businessEmail: buildInviteBusinessEmail,
    thankYouEmail: buildInviteConfirmationEmail,
    // A phone number gets no confirmation: the business calls.
    confirmTo: (data) => (data.contact && isEmailAddress(data.contact) ? data.contact : undefined),
  },
};

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A field's value as a form would send it: text as is, a number or boolean as text, anything else
 * (missing, null, an object, a repeated form field) as empty, which the schema reports in its own
 * words ('Name must be at least 2 characters', ...). Text is made storable first: PostgreSQL's
 * text and jsonb hold neither NUL nor half a surrogate pair, and no form field sends them; NUL is
 * dropped and a lone surrogate becomes U+FFFD.
 * @param {unknown} value
 */
const asText = (value) =>
  typeof value === "string"
    ? value.replace(LONE_SURROGATE, "\ufffd").replaceAll("\u0000", "")
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : "";

/**
 * Checks a request body with the form's schema.
 * @param {FormDefinition} form
 * @param {unknown} body any JSON value or parsed form
 * @returns {{ ok: true, data: Record<string, string> } | { ok: false, errors: Record<string, string> }}
 *   data: the schema's output without its empty optional fields; errors: the first message per field
 */
export function validateSubmission(form, body) {
  const source = body && typeof body === "object" && !Array.isArray(body) ? body : {};
  const values = Object.fromEntries(
    form.fields.map((field) => [
      field,
      asText(/** @type {Record<string, unknown>} */ (source)[field]),
    ]),
  );
  const result = form.validate(values);
  if (result.success) {
    const data = Object.fromEntries(
      Object.entries(result.data).filter(([, value]) => value !== undefined),
    );
    return { ok: true, data: /** @type {Record<string, string>} */ (data) };
  }
  /** @type {Record<string, string>} */
  const errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * What an ok submission owes (the store adds the confirmation when its caps allow): the business
 * e-mail and, with a webhook configured, the webhook call; a confirmation to the visitor's address,
 * when there is one.
 * @param {FormDefinition} form
 * @param {Record<string, string>} data
 * @param {{ webhook: boolean, confirmationsPerHour: number }} options
 * @returns {import("./store.js").Dispatch}
 */
export function dispatchFor(form, data, { webhook, confirmationsPerHour }) {
  return {
    channels: ["business_email", ...(webhook ? /** @type {const} */ (["webhook"]) : [])],
    confirmTo: form.confirmTo(data),
    confirmationsPerHour,
  };
}
