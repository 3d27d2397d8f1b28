import { site } from "../../src/shared/site.ts";

/**
 * Mail settings for the form API's e-mails (SPEC section 9): where they go and who sends them, the
 * defaults of the server's ENQUIRY_TO and MAIL_FROM. `port` is SMTP_URL's default port (587, with
 * STARTTLS); `host` is only the spec's example, the server connects to SMTP_URL's host.
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
