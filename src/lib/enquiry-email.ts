import { site } from "../content/site.ts";
import { freeTrial } from "../content/trial.ts";
import type { ContactMessage } from "./schemas/contact.ts";
import type { Enquiry } from "./schemas/enquiry.ts";
import { isEmailAddress, type InviteRequest } from "./schemas/invite.ts";
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

/**
 * One e-mail, as data rather than markup: a mail template renders it (server/outbox/render.js),
 * escaping every value. `paragraphs` come before the fields, in order.
 */
export interface MailMessage<Fields extends object = Record<string, string>> {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  paragraphs?: string[];
  fields: Partial<Fields>;
}

export type EnquiryEmail = MailMessage<EnquiryEmailFields>;

/** Who sends and who receives: the placeholders of mail-config.ts unless the server sets them. */
export interface MailAddresses {
  /** The sender of every e-mail (MAIL_FROM). */
  from: string;
  /** Where enquiries, messages and invite requests go (ENQUIRY_TO). */
  businessRecipient: string;
}

const defaultAddresses: MailAddresses = {
  from: mailConfig.noReplySender,
  businessRecipient: mailConfig.businessRecipient,
};

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

/** The e-mail to the business: every field, with 'Not provided' / 'None' for what was left empty. */
export function buildBusinessEmail(
  enquiry: Enquiry,
  addresses: MailAddresses = defaultAddresses,
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
  };
}

/** The thank-you e-mail to the visitor: their name and what they are interested in. */
export function buildThankYouEmail(
  enquiry: Enquiry,
  addresses: MailAddresses = defaultAddresses,
): EnquiryEmail {
  return {
    from: addresses.from,
    to: enquiry.email,
    subject: `Thank You for Contacting ${site.name}`,
    paragraphs: [
      `Hi ${enquiry.name},`,
      `Thank you for your interest in ${enquiry.interestedIn}. A solutions specialist will read your answers and get back to you soon, usually the same business day.`,
      `The ${site.name} team`,
    ],
    fields: { name: enquiry.name, interested_in: enquiry.interestedIn },
  };
}

/** A message from the contact form, to the business; replying answers the visitor. */
export function buildContactBusinessEmail(
  message: ContactMessage,
  addresses: MailAddresses = defaultAddresses,
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
  };
}

/** The confirmation of a contact message, to the visitor. */
export function buildContactThankYouEmail(
  message: ContactMessage,
  addresses: MailAddresses = defaultAddresses,
): MailMessage {
  return {
    from: addresses.from,
    to: message.email,
    subject: `Thank You for Contacting ${site.name}`,
    paragraphs: [
      `Hi ${message.name},`,
      "Thank you for reaching out. We'll get back to you soon!",
      `The ${site.name} team`,
    ],
    fields: { subject: message.subject },
  };
}

/** A request for an invitation, to the business. */
export function buildInviteBusinessEmail(
  invite: InviteRequest,
  addresses: MailAddresses = defaultAddresses,
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
      "Thank you for your interest. We'll send you an invitation shortly.",
      `Your ${freeTrial.days}-day free trial of the ${freeTrial.plan} plan starts with the invitation, no credit card required.`,
      `The ${site.name} team`,
    ],
    fields: {},
  };
}
