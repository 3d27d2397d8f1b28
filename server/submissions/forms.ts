// The three forms the API accepts: which schema checks them (the same zod schemas the browser forms
// use), where a form post goes back to, which e-mails a submission owes (the one builder,
// server/mail/enquiry-email.ts) and where its confirmation goes.
import {
  fieldLabels,
  buildBusinessEmail,
  buildContactBusinessEmail,
  buildContactThankYouEmail,
  buildInviteBusinessEmail,
  buildInviteConfirmationEmail,
  buildThankYouEmail,
} from "../mail/enquiry-email.ts";
import { contactSchema } from "../../src/shared/schemas/contact.ts";
import { enquirySchema } from "../../src/shared/schemas/enquiry.ts";
import { inviteSchema, isEmailAddress } from "../../src/shared/schemas/invite.ts";
import { notText } from "../../src/shared/schemas/text.ts";
import { formApi } from "../../src/shared/form-api.ts";

export {
  CHALLENGE_FIELD,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  SOURCE_FIELD,
} from "../../src/shared/form-api.ts";

/**
 * @typedef {import("../db/schema.ts").SubmissionKind} SubmissionKind
 * @typedef {import("../mail/enquiry-email.ts").MailMessage} MailMessage
 * @typedef {import("../mail/enquiry-email.ts").MailAddresses} MailAddresses
 * @typedef {import("../mail/enquiry-email.ts").SubmissionContext} SubmissionContext
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
 * Checks a request body with the form's schema. Each of the form's fields is text, or absent: absent
 * is checked as empty, so the schema says what a required field needs in its own words ('Name must
 * be at least 2 characters', ...); anything else (a number, a list, an object, null, a form field
 * given twice) is refused, naming the field. The other keys (the time trap, the source, the proof of
 * work) are read where they are used. Text is made storable first: PostgreSQL's text and jsonb hold
 * no half a surrogate pair, which becomes U+FFFD (the schema refuses NUL with the other control
 * characters).
 * @param {FormDefinition} form
 * @param {unknown} body any JSON value or parsed form
 * @returns {{ ok: true, data: Record<string, string> } | { ok: false, errors: Record<string, string> }}
 *   data: the schema's output without its empty optional fields; errors: the first message per field
 */
export function validateSubmission(form, body) {
  const source = /** @type {Record<string, unknown>} */ (
    body && typeof body === "object" && !Array.isArray(body) ? body : {}
  );
  /** @type {Record<string, string>} the fields sent as anything but text */
  const notTexts = {};
  /** @type {Record<string, string>} */
  const values = {};
  for (const field of form.fields) {
    const value = Object.hasOwn(source, field) ? source[field] : undefined;
    if (typeof value === "string") values[field] = value.replace(LONE_SURROGATE, "\ufffd");
    else {
      values[field] = "";
      if (value !== undefined) notTexts[field] = notText(fieldLabels[field] ?? field);
    }
  }
  const result = form.validate(values);
  if (result.success && Object.keys(notTexts).length === 0) {
    const data = Object.fromEntries(
      Object.entries(result.data).filter(([, value]) => value !== undefined),
    );
    return { ok: true, data: /** @type {Record<string, string>} */ (data) };
  }
  /** @type {Record<string, string>} the schema's first message per field */
  const refused = {};
  for (const issue of result.success ? [] : result.error.issues) {
    refused[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  // In the form's order, which the page of a form post lists them in.
  /** @type {Record<string, string>} */
  const errors = {};
  for (const field of [...form.fields, ...Object.keys(refused)]) {
    const message = notTexts[field] ?? refused[field];
    if (message !== undefined) errors[field] ??= message;
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
 * @returns {import("./store.ts").Dispatch}
 */
export function dispatchFor(form, data, { webhook, confirmationsPerHour }) {
  return {
    channels: ["business_email", ...(webhook ? /** @type {const} */ (["webhook"]) : [])],
    confirmTo: form.confirmTo(data),
    confirmationsPerHour,
  };
}
