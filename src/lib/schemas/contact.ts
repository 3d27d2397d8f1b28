import { z } from "zod/mini";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, SUBJECT_MAX, tooLong } from "./limits.ts";

/**
 * Messages of the contact form: every field required, the e-mail address valid (SPEC section 5).
 * The over-the-limit ones are ours (the SPEC sets no maximums).
 */
export const contactFieldMessages = {
  name: "Please enter your name",
  nameMax: tooLong("your name", NAME_MAX),
  email: "Invalid email address",
  emailMax: tooLong("your email address", EMAIL_MAX),
  subject: "Please enter a subject",
  subjectMax: tooLong("the subject", SUBJECT_MAX),
  message: "Please enter a message",
  messageMax: tooLong("your message", MESSAGE_MAX),
} as const;

/**
 * The contact form's fields as HTML attributes, from the schema's limits: without JavaScript (or
 * before it has loaded) the browser checks them itself.
 */
export const contactFieldAttributes = {
  name: { required: true, maxLength: NAME_MAX },
  email: { type: "email", required: true, maxLength: EMAIL_MAX },
  subject: { required: true, maxLength: SUBJECT_MAX },
  message: { required: true, maxLength: MESSAGE_MAX },
} as const;

/** A trimmed, required text of at most `max` characters. */
const required = (message: string, max: number, maxMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, maxMessage));

export const contactSchema = z.object({
  name: required(contactFieldMessages.name, NAME_MAX, contactFieldMessages.nameMax),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(EMAIL_MAX, contactFieldMessages.emailMax)),
    z.email(contactFieldMessages.email),
  ),
  subject: required(contactFieldMessages.subject, SUBJECT_MAX, contactFieldMessages.subjectMax),
  message: required(contactFieldMessages.message, MESSAGE_MAX, contactFieldMessages.messageMax),
});

export type ContactMessage = z.output<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;

export const emptyContactMessage: ContactFormValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
};
