import { site } from "../../src/shared/site.ts";
import { freeTrial } from "../../src/shared/trial.ts";
import { responseTimes } from "../../src/shared/response-times.ts";
import type { ContactMessage } from "../../src/shared/schemas/contact.ts";
import type { Enquiry } from "../../src/shared/schemas/enquiry.ts";
import { isEmailAddress, type InviteRequest } from "../../src/shared/schemas/invite.ts";
import { sourceRows, type LeadSource } from "../../src/shared/schemas/source.ts";
import { mailConfig } from "./mail-config.ts";

/** The fields an enquiry e-mail carries (SPEC section 3, "Email content built from an enquiry"). */
export interface EnquiryEmailFields {
  name: string;
  email: string;
  phone: string;
  organization: string;
  interested_in: string;
  needs: string;
  additional_info: string;
}

/** A titled block of label/value rows after an e-mail's fields: "Source", one suspect submission. */
export interface MailSection {
  heading: string;
  rows: [label: string, value: string][];
}

/**
 * One e-mail, as data rather than markup: a mail template renders it (render.ts),
 * escaping every value. `paragraphs` come before the fields, `sections` after them, in order.
 */
export interface MailMessage<Fields extends object = Record<string, string>> {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  paragraphs?: string[];
  fields: Partial<Fields>;
  sections?: MailSection[];
}

export type EnquiryEmail = MailMessage<EnquiryEmailFields>;

/** Who sends and who receives: the placeholders of mail-config.ts unless the server sets them. */
export interface MailAddresses {
  /** The sender of every e-mail (MAIL_FROM). */
  from: string;
  /** Where enquiries, messages and invite requests go (ENQUIRY_TO). */
  businessRecipient: string;
  /** The site's origin (SITE_URL): the only link a confirmation carries. */
  siteUrl?: string;
}

const defaultAddresses: MailAddresses = {
  from: mailConfig.noReplySender,
  businessRecipient: mailConfig.businessRecipient,
  siteUrl: site.origin,
};

/** What the business e-mails carry besides the form's fields. */
export interface SubmissionContext {
  /** Where the lead came from: shown under "Source". */
  source?: LeadSource | null;
}

/** The "Source" section of a business e-mail, when anything is known. */
function sourceSections(context: SubmissionContext): MailSection[] {
  const rows = sourceRows(context.source);
  return rows.length ? [{ heading: "Source", rows }] : [];
}

/**
 * The end of every confirmation to a visitor. A confirmation never carries anything the visitor
 * typed (no name, subject or message): anyone can type someone else's address into a form, and the
 * e-mail must be worthless to a spammer. It links only to this site.
 */
function confirmationFooter(addresses: MailAddresses): string[] {
  return [
    "If you did not contact us, you can ignore this e-mail: we will not write to you again about it.",
    `The ${site.name} team\n${addresses.siteUrl ?? site.origin}`,
  ];
}

export const NOT_PROVIDED = "Not provided";
export const NONE = "None";

/** How each field is labelled in an e-mail (and in the server's 'please check' page). */
export const fieldLabels: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  organization: "Organization",
  interested_in: "Interested in",
  interestedIn: "Interested in",
  needs: "Needs",
  additional_info: "Additional info",
  additionalInfo: "Additional info",
  subject: "Subject",
  message: "Message",
  contact: "Email or phone",
};

/**
 * The e-mail to the business: every field, with 'Not provided' / 'None' for what was left empty,
 * then where the lead came from.
 */
export function buildBusinessEmail(
  enquiry: Enquiry,
  addresses: MailAddresses = defaultAddresses,
  context: SubmissionContext = {},
): EnquiryEmail {
  return {
    from: addresses.from,
    to: addresses.businessRecipient,
    replyTo: enquiry.email,
    subject: `New Form Submission: ${enquiry.name} - ${enquiry.interestedIn}`,
    fields: {
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone || NOT_PROVIDED,
      organization: enquiry.organization || NOT_PROVIDED,
      interested_in: enquiry.interestedIn,
      needs: enquiry.needs,
      additional_info: enquiry.additionalInfo || NONE,
    },
    sections: sourceSections(context),
  };
}

/**
 * The thank-you e-mail to the visitor: a neutral greeting and what they asked about, from the fixed
 * list of interests. Unlike the SPEC's, it does not carry their name (see confirmationFooter).
 */
export function buildThankYouEmail(
  enquiry: Enquiry,
  addresses: MailAddresses = defaultAddresses,
): EnquiryEmail {
  return {
    from: addresses.from,
    to: enquiry.email,
    subject: `Thank You for Contacting ${site.name}`,
    paragraphs: [
      "Hello,",
      `Thank you for your interest in ${enquiry.interestedIn}. A solutions specialist will read your answers and get back to you soon, ${responseTimes.team.words}.`,
      ...confirmationFooter(addresses),
    ],
    fields: { interested_in: enquiry.interestedIn },
  };
}

/** A message from the contact form, to the business; replying answers the visitor. */
export function buildContactBusinessEmail(
  message: ContactMessage,
  addresses: MailAddresses = defaultAddresses,
  context: SubmissionContext = {},
): MailMessage {
  return {
    from: addresses.from,
    to: addresses.businessRecipient,
    replyTo: message.email,
    subject: `New Contact Message: ${message.name} - ${message.subject}`,
    fields: {
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
    },
    sections: sourceSections(context),
  };
}

/** The confirmation of a contact message, to the visitor: nothing they typed (confirmationFooter). */
export function buildContactThankYouEmail(
  message: ContactMessage,
  addresses: MailAddresses = defaultAddresses,
): MailMessage {
  return {
    from: addresses.from,
    to: message.email,
    subject: `Thank You for Contacting ${site.name}`,
    paragraphs: [
      "Hello,",
      "Thank you for reaching out. We'll get back to you soon!",
      ...confirmationFooter(addresses),
    ],
    fields: {},
  };
}

/** A request for an invitation, to the business. */
export function buildInviteBusinessEmail(
  invite: InviteRequest,
  addresses: MailAddresses = defaultAddresses,
  context: SubmissionContext = {},
): MailMessage {
  const email = isEmailAddress(invite.contact);
  return {
    from: addresses.from,
    to: addresses.businessRecipient,
    ...(email ? { replyTo: invite.contact } : {}),
    subject: `New Invite Request: ${invite.contact}`,
    paragraphs: [
      email
        ? "Someone asked for an invitation. Send it to this e-mail address:"
        : "Someone asked for an invitation. They left a phone number: call or text them.",
    ],
    fields: { contact: invite.contact },
    sections: sourceSections(context),
  };
}

/**
 * The confirmation of an invite request, when it was made with an e-mail address (a phone number
 * gets none: the business calls). Undefined for a phone number.
 */
export function buildInviteConfirmationEmail(
  invite: InviteRequest,
  addresses: MailAddresses = defaultAddresses,
): MailMessage | undefined {
  if (!isEmailAddress(invite.contact)) return undefined;
  return {
    from: addresses.from,
    to: invite.contact,
    subject: `Your ${site.name} Invitation Request`,
    paragraphs: [
      "Hello,",
      "Thank you for your interest. We'll send you an invitation shortly.",
      `Your ${freeTrial.days}-day free trial of the ${freeTrial.plan} plan starts with the invitation, no credit card required.`,
      ...confirmationFooter(addresses),
    ],
    fields: {},
  };
}
