import { z } from "zod/mini";

/** Messages of the contact form: every field required, the e-mail address valid (SPEC section 5). */
export const contactFieldMessages = {
  name: "Please enter your name",
  email: "Invalid email address",
  subject: "Please enter a subject",
  message: "Please enter a message",
} as const;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const contactSchema = z.object({
  name: required(contactFieldMessages.name),
  email: z.pipe(z.string().check(z.trim()), z.email(contactFieldMessages.email)),
  subject: required(contactFieldMessages.subject),
  message: required(contactFieldMessages.message),
});

export type ContactMessage = z.output<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;

export const emptyContactMessage: ContactFormValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
};
