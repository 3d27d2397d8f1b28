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
import type {
  MailAddresses,
  MailMessage,
  SubmissionContext,
} from "../mail/enquiry-email.ts";
import { contactSchema } from "../../src/shared/schemas/contact.ts";
import type { ContactMessage } from "../../src/shared/schemas/contact.ts";
import { enquirySchema, parseInterest } from "../../src/shared/schemas/enquiry.ts";
import type { Enquiry } from "../../src/shared/schemas/enquiry.ts";
import { inviteSchema, isEmailAddress } from "../../src/shared/schemas/invite.ts";
import type { InviteRequest } from "../../src/shared/schemas/invite.ts";
import { notText } from "../../src/shared/schemas/text.ts";
import { formApi } from "../../src/shared/form-api.ts";
import type { SubmissionData, SubmissionKind } from "../db/schema.ts";
import { isRecord } from "../json-body.ts";
import type { Dispatch } from "./store.ts";

export {
  CHALLENGE_FIELD,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  SOURCE_FIELD,
} from "../../src/shared/form-api.ts";

/** What a form's schema says of its values: zod's safeParse result, as far as it is read here. */
export type Validation =
  | { success: true; data: Record<string, unknown> }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

export interface FormDefinition {
  kind: SubmissionKind;
  endpoint: string;
  fields: readonly string[];
  validate: (values: Record<string, string>) => Validation;
  formPath: string;
  thanksPath: string;
  what: string;
  /** The e-mail to the business, from a stored submission's values. */
  businessEmail: (
    data: SubmissionData,
    addresses: MailAddresses,
    context: SubmissionContext,
  ) => MailMessage<object>;
  /** The confirmation to the visitor, from a stored submission's values. */
  thankYouEmail: (
    data: SubmissionData,
    addresses: MailAddresses,
  ) => MailMessage<object> | undefined;
  confirmTo: (data: SubmissionData) => string | undefined;
}

/** A stored required field: the schema's output, so always there ("" only in a damaged row). */
const required = (data: SubmissionData, field: string) => data[field] ?? "";

/**
 * Stored values as the e-mail builders read them: what the schema gave when the submission was
 * stored (an optional field left empty is absent).
 */
const storedEnquiry = (data: SubmissionData): Enquiry => {
  const interestedIn = parseInterest(data.interestedIn);
  if (!interestedIn) throw new Error("a stored enquiry's interest is none of the options");
  return {
    name: required(data, "name"),
    email: required(data, "email"),
    phone: data.phone,
    organization: data.organization,
    interestedIn,
    needs: required(data, "needs"),
    additionalInfo: data.additionalInfo,
  };
};
const storedContact = (data: SubmissionData): ContactMessage => ({
  name: required(data, "name"),
  email: required(data, "email"),
  subject: required(data, "subject"),
  message: required(data, "message"),
});
const storedInvite = (data: SubmissionData): InviteRequest => ({
  contact: required(data, "contact"),
});

export const forms: Record<SubmissionKind, FormDefinition> = {
  enquiry: {
    kind: "enquiry",
    ...formApi.enquiry,
    fields: ["name", "email", "phone", "organization", "interestedIn", "needs", "additionalInfo"],
    validate: (values) => enquirySchema.safeParse(values),
    what: "your enquiry",
    businessEmail: (data, addresses, context) =>
      buildBusinessEmail(storedEnquiry(data), addresses, context),
    thankYouEmail: (data, addresses) => buildThankYouEmail(storedEnquiry(data), addresses),
    confirmTo: (data) => data.email,
  },
  contact: {
    kind: "contact",
    ...formApi.contact,
    fields: ["name", "email", "subject", "message"],
    validate: (values) => contactSchema.safeParse(values),
    what: "your message",
    businessEmail: (data, addresses, context) =>
      buildContactBusinessEmail(storedContact(data), addresses, context),
    thankYouEmail: (data, addresses) => buildContactThankYouEmail(storedContact(data), addresses),
    confirmTo: (data) => data.email,
  },
  invite: {
    kind: "invite",
    ...formApi.invite,
    fields: ["contact"],
    validate: (values) => inviteSchema.safeParse(values),
    what: "your invite request",
    businessEmail: (data, addresses, context) =>
      buildInviteBusinessEmail(storedInvite(data), addresses, context),
    thankYouEmail: (data, addresses) => buildInviteConfirmationEmail(storedInvite(data), addresses),
    // A phone number gets no confirmation: the business calls.
    confirmTo: (data) => (data.contact && isEmailAddress(data.contact) ? data.contact : undefined),
  },
};

/** A request body checked: the values to store, or the first message per field. */
export type SubmissionCheck =
  { ok: true; data: SubmissionData } | { ok: false; errors: Record<string, string> };

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Checks a request body with the form's schema. Each of the form's fields is text, or absent: absent
 * is checked as empty, so the schema says what a required field needs in its own words ('Name must
 * be at least 2 characters', ...); anything else (a number, a list, an object, null, a form field
 * given twice) is refused, naming the field. The other keys (the time trap, the source, the proof of
 * work) are read where they are used. Text is made storable first: PostgreSQL's text and jsonb hold
 * no half a surrogate pair, which becomes U+FFFD (the schema refuses NUL with the other control
 * characters).
 * @param body any JSON value or parsed form
 * @returns data: the schema's output without its empty optional fields; errors: the first message
 *   per field
 */
export function validateSubmission(form: FormDefinition, body: unknown): SubmissionCheck {
  const source = isRecord(body) ? body : {};
  /** The fields sent as anything but text. */
  const notTexts: Record<string, string> = {};
  const values: Record<string, string> = {};
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
    // The schema's output is text, or undefined for an optional field left empty.
    const data = Object.fromEntries(
      Object.entries(result.data).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    return { ok: true, data };
  }
  /** The schema's first message per field. */
  const refused: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    refused[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  // In the form's order, which the page of a form post lists them in.
  const errors: Record<string, string> = {};
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
 */
export function dispatchFor(
  form: FormDefinition,
  data: SubmissionData,
  { webhook, confirmationsPerHour }: { webhook: boolean; confirmationsPerHour: number },
): Dispatch {
  return {
    channels: ["business_email", ...(webhook ? (["webhook"] as const) : [])],
    confirmTo: form.confirmTo(data),
    confirmationsPerHour,
  };
}
