import { z } from "zod/mini";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, SUBJECT_MAX, tooLong } from "./limits.ts";
import {
  multiLine,
  multiLineControls,
  notOneLine,
  singleLine,
  singleLineControls,
} from "./text.ts";

/**
 * Messages of the contact form: every field required, the e-mail address valid (SPEC section 5).
 * The over-the-limit ones are ours (the SPEC sets no maximums), and so are those of a line break or
 * a control character where the field cannot hold one (schemas/text.ts).
 */
export const contactFieldMessages = {
  name: "Please enter your name",
  nameMax: tooLong("your name", NAME_MAX),
  nameLine: notOneLine("your name"),
  nameControls: singleLineControls("your name"),
  email: "Invalid email address",
  emailMax: tooLong("your email address", EMAIL_MAX),
  emailLine: notOneLine("your email address"),
  emailControls: singleLineControls("your email address"),
  subject: "Please enter a subject",
  subjectMax: tooLong("the subject", SUBJECT_MAX),
  subjectLine: notOneLine("the subject"),
  subjectControls: singleLineControls("the subject"),
  message: "Please enter a message",
  messageMax: tooLong("your message", MESSAGE_MAX),
  messageControls: multiLineControls("your message"),
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

const m = contactFieldMessages;

export const contactSchema = z.object({
  name: singleLine(
    { lineBreak: m.nameLine, controls: m.nameControls },
    z.minLength(1, m.name),
    z.maxLength(NAME_MAX, m.nameMax),
  ),
  email: z.pipe(
    singleLine(
      { lineBreak: m.emailLine, controls: m.emailControls },
      z.maxLength(EMAIL_MAX, m.emailMax),
    ),
    z.email(m.email),
  ),
  subject: singleLine(
    { lineBreak: m.subjectLine, controls: m.subjectControls },
    z.minLength(1, m.subject),
    z.maxLength(SUBJECT_MAX, m.subjectMax),
  ),
  message: multiLine(
    m.messageControls,
    z.minLength(1, m.message),
    z.maxLength(MESSAGE_MAX, m.messageMax),
  ),
});

export type ContactMessage = z.output<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;

export const emptyContactMessage: ContactFormValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
};
