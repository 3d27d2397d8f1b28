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
import type { MailAddresses, MailMessage, SubmissionContext } from "../mail/enquiry-email.ts";
import { contactSchema } from "../../src/shared/schemas/contact.ts";
import type { ContactMessage } from "../../src/shared/schemas/contact.ts";
import { enquirySchema, parseInterest } from "../../src/shared/schemas/enquiry.ts";
import type { Enquiry } from "../../src/shared/schemas/enquiry.ts";
import { inviteSchema, isEmailAddress } from "../../src/shared/schemas/invite.ts";
import type { InviteRequest } from "../../src/shared/schemas/invite.ts";
import { notText } from "../../src/shared/schemas/text.ts";
import { z } from "zod/mini";
import { formApi } from "../../src/shared/form-api.ts";
import type { SubmissionData, SubmissionKind } from "../db/schema.ts";
import { isRecord } from "../json-body.ts";
import type { Dispatch } from "./store.ts";

import {
  CHALLENGE_FIELD,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  SOURCE_FIELD,
} from "../../src/shared/form-api.ts";

export { CHALLENGE_FIELD, ELAPSED_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, SOURCE_FIELD };

export interface FormDefinition {
  kind: SubmissionKind;
  endpoint: string;
  /** The form's fields, in its order (the order its errors are listed in). */
  fields: readonly string[];
  /** The route's body schema, from the browser form's (formBody). */
  body: FormBody;
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

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A form field as the API takes it, before the browser form's own schema for it: text, or absent,
 * which is checked as empty (so the schema says what a required field needs in its own words: 'Name
 * must be at least 2 characters'). Anything else (a number, a list, an object, null, a form field
 * given twice) is refused, naming the field by its label ('Name must be a single text value'). Text
 * is made storable first: PostgreSQL's text and jsonb hold no half a surrogate pair, which becomes
 * U+FFFD (the schema refuses NUL with the other control characters). In the OpenAPI document the
 * field is the form's schema (zod documents a pipe from a transform by what it pipes into).
 */
const sentAsText = (label: string) =>
  // Typed as a field's input may be (an optional one's: undefined too); it is always text.
  z.transform((value: unknown, payload): string | undefined => {
    if (value === undefined) return "";
    if (typeof value === "string") return value.replace(LONE_SURROGATE, "\ufffd");
    payload.issues.push({ code: "custom", message: notText(label), input: value });
    return "";
  });

/**
 * The keys a form may send beside its fields, read where they are used and never refused here: the
 * proof of work, the time trap, where the visit came from, the Idempotency-Key of a form without
 * JavaScript and the honeypot (docs/form-api.md).
 */
const besideTheFields = {
  [CHALLENGE_FIELD]: z.optional(
    z.unknown().check(z.describe("The solved proof of work (ALTCHA's payload, base64)")),
  ),
  [ELAPSED_FIELD]: z.optional(
    z
      .unknown()
      .check(z.describe("Milliseconds from the page's start to the submit: a number or digits")),
  ),
  [SOURCE_FIELD]: z.optional(
    z
      .unknown()
      .check(z.describe("Where the visit came from: an object, or its JSON text in a form post")),
  ),
  [IDEMPOTENCY_FIELD]: z.optional(
    z
      .unknown()
      .check(
        z.describe(
          "The Idempotency-Key, for a form that cannot send the header: 1 to 255 printable ASCII characters",
        ),
      ),
  ),
  [HONEYPOT_FIELD]: z.optional(
    z.unknown().check(z.describe("Left empty by people: a filled one is kept as spam, never sent")),
  ),
};

/**
 * A form route's body schema, made from the browser form's schema (src/shared/schemas/): each of its
 * fields text or absent (sentAsText), then checked by the form's own schema for it; an optional
 * field left out stays out. A body that is not an object of named values (a list, a single value,
 * null) is checked as an empty one, so every required field gets its message.
 */
export function formBody(
  schema: z.ZodMiniObject<Record<string, z.ZodMiniType<unknown, string | undefined>>>,
) {
  const fields: Record<string, z.ZodMiniType> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const checked = z.pipe(sentAsText(fieldLabels[name] ?? name), field);
    fields[name] = field._zod.optin === "optional" ? z.optional(checked) : checked;
  }
  return z.pipe(
    z.transform((body: unknown) => (isRecord(body) ? body : {})),
    z.object({ ...fields, ...besideTheFields }),
  );
}

export type FormBody = ReturnType<typeof formBody>;
/** A body its form's schema accepted. */
export type SubmissionBody = z.output<FormBody>;

/** The values to store of a body the form's schema accepted: its fields, less optional ones left empty. */
export function submissionData(
  form: FormDefinition,
  body: Record<string, unknown>,
): SubmissionData {
  const data: SubmissionData = {};
  for (const field of form.fields) {
    const value = body[field];
    if (typeof value === "string") data[field] = value;
  }
  return data;
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
    fields: Object.keys(enquirySchema.shape),
    body: formBody(enquirySchema),
    what: "your enquiry",
    businessEmail: (data, addresses, context) =>
      buildBusinessEmail(storedEnquiry(data), addresses, context),
    thankYouEmail: (data, addresses) => buildThankYouEmail(storedEnquiry(data), addresses),
    confirmTo: (data) => data.email,
  },
  contact: {
    kind: "contact",
    ...formApi.contact,
    fields: Object.keys(contactSchema.shape),
    body: formBody(contactSchema),
    what: "your message",
    businessEmail: (data, addresses, context) =>
      buildContactBusinessEmail(storedContact(data), addresses, context),
    thankYouEmail: (data, addresses) => buildContactThankYouEmail(storedContact(data), addresses),
    confirmTo: (data) => data.email,
  },
  invite: {
    kind: "invite",
    ...formApi.invite,
    fields: Object.keys(inviteSchema.shape),
    body: formBody(inviteSchema),
    what: "your invite request",
    businessEmail: (data, addresses, context) =>
      buildInviteBusinessEmail(storedInvite(data), addresses, context),
    thankYouEmail: (data, addresses) => buildInviteConfirmationEmail(storedInvite(data), addresses),
    // A phone number gets no confirmation: the business calls.
    confirmTo: (data) => (data.contact && isEmailAddress(data.contact) ? data.contact : undefined),
  },
};

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
