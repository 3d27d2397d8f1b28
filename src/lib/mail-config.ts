import { site } from "../content/site.ts";

/**
 * Mail settings for enquiries (SPEC section 9): placeholders, nothing connects to them. The site
 * makes no network call; see submit-enquiry.ts for the simulated transport.
 */
export const mailConfig = {
  host: "smtp.example.com",
  port: 587,
  secure: false,
  /** Where enquiries go. */
  businessRecipient: site.email,
  /** The sender of the thank-you e-mail. */
  noReplySender: site.noReplyEmail,
} as const;
