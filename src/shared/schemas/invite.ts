import { z } from "zod/mini";
import { INVITE_CONTACT_MAX, tooLong } from "./limits.ts";
import { notOneLine, singleLine, singleLineControls } from "./text.ts";

/**
 * The request-invite form's one field: an e-mail address or a phone number. Empty, or neither, reads
 * the SPEC's 'Please enter an email or phone number' (sections 5 and 8); the maximum is ours, and so
 * are the messages of a line break or a control character in it (schemas/text.ts).
 */
export const inviteFieldMessages = {
  contact: "Please enter an email or phone number",
  contactMax: tooLong("your email or phone number", INVITE_CONTACT_MAX),
  contactLine: notOneLine("your email or phone number"),
  contactControls: singleLineControls("your email or phone number"),
} as const;

const email = z.email();
/** A phone number as people write it: digits with +, spaces, dots, dashes, parentheses; 7 to 15 digits. */
const PHONE = /^\+?[\d\s().-]+$/;

/** Whether a trimmed value is an e-mail address. */
export function isEmailAddress(value: string): boolean {
  return z.safeParse(email, value).success;
}

/** Whether a trimmed value is a phone number (7 to 15 digits, E.164's maximum). */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE.test(value) && digits >= 7 && digits <= 15;
}

export const inviteSchema = z.object({
  contact: singleLine(
    { lineBreak: inviteFieldMessages.contactLine, controls: inviteFieldMessages.contactControls },
    z.minLength(1, inviteFieldMessages.contact),
    z.maxLength(INVITE_CONTACT_MAX, inviteFieldMessages.contactMax),
    z.refine((value) => value === "" || isEmailAddress(value) || isPhoneNumber(value), {
      error: inviteFieldMessages.contact,
    }),
  ),
});

export type InviteRequest = z.output<typeof inviteSchema>;
