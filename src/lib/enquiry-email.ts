import { site } from "../content/site";
import type { Enquiry } from "./schemas/enquiry";
import { mailConfig } from "./mail-config";

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

export interface EnquiryEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** Data, not markup: a mail template would render it, escaping every value. */
  fields: Partial<EnquiryEmailFields>;
}

export const NOT_PROVIDED = "Not provided";
export const NONE = "None";

/** The e-mail to the business: every field, with 'Not provided' / 'None' for what was left empty. */
export function buildBusinessEmail(enquiry: Enquiry): EnquiryEmail {
  return {
    from: mailConfig.noReplySender,
    to: mailConfig.businessRecipient,
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
export function buildThankYouEmail(enquiry: Enquiry): EnquiryEmail {
  return {
    from: mailConfig.noReplySender,
    to: enquiry.email,
    subject: `Thank You for Contacting ${site.name}`,
    fields: { name: enquiry.name, interested_in: enquiry.interestedIn },
  };
}
