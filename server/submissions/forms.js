// @ts-check
// The three forms the API accepts: which schema checks them (the same zod schemas the browser forms
// use), where a form post goes back to, and which e-mails a submission owes (the one builder,
// src/lib/enquiry-email.ts).
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
import { inviteSchema } from "../../src/lib/schemas/invite.ts";
import { formApi } from "../../src/lib/form-api.ts";

export { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "../../src/lib/form-api.ts";

/**
 * @typedef {import("../db/schema.js").SubmissionKind} SubmissionKind
 * @typedef {import("../../src/lib/enquiry-email.ts").MailMessage} MailMessage
 * @typedef {import("../../src/lib/enquiry-email.ts").MailAddresses} MailAddresses
 * @typedef {{
 *   kind: SubmissionKind,
 *   endpoint: string,
 *   fields: readonly string[],
 *   validate: (values: Record<string, string>) => { success: true, data: Record<string, unknown> } | { success: false, error: { issues: readonly { path: readonly PropertyKey[], message: string }[] } },
 *   formPath: string,
 *   thanksPath: string,
 *   what: string,
 *   businessEmail: (data: any, addresses: MailAddresses) => MailMessage,
 *   thankYouEmail: (data: any, addresses: MailAddresses) => MailMessage | undefined,
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
  },
  contact: {
    kind: "contact",
    ...formApi.contact,
    fields: ["name", "email", "subject", "message"],
    validate: (values) => contactSchema.safeParse(values),
    what: "your message",
    businessEmail: buildContactBusinessEmail,
    thankYouEmail: buildContactThankYouEmail,
  },
  invite: {
    kind: "invite",
    ...formApi.invite,
    fields: ["contact"],
    validate: (values) => inviteSchema.safeParse(values),
    what: "your invite request",
    businessEmail: buildInviteBusinessEmail,
    thankYouEmail: buildInviteConfirmationEmail,
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
 * The deliveries a valid submission owes: the business e-mail, the visitor's thank-you (when there
 * is an address to send it to) and, with a webhook configured, the webhook call.
 * @param {FormDefinition} form
 * @param {Record<string, string>} data
 * @param {{ webhook: boolean }} options
 * @returns {import("../db/schema.js").DeliveryChannel[]}
 */
export function channelsFor(form, data, { webhook }) {
  const probe = { from: "probe@invalid", businessRecipient: "probe@invalid" };
  return [
    /** @type {const} */ ("business_email"),
    ...(form.thankYouEmail(data, probe) ? /** @type {const} */ (["thank_you_email"]) : []),
    ...(webhook ? /** @type {const} */ (["webhook"]) : []),
  ];
}
