import { z } from "zod/mini";
import {
  ADDITIONAL_INFO_MAX,
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  NEEDS_MAX,
  NEEDS_MIN,
  ORGANIZATION_MAX,
  PHONE_MAX,
  tooLong,
} from "./limits.ts";

/** What a visitor can be interested in (SPEC section 3, Enquiry). The lead form defaults to the first. */
export const interestOptions = [
  "Chat Bot",
  "Business Automation",
  "FB Business Automation",
  "Personal Assistant",
  "Others",
] as const;
export type Interest = (typeof interestOptions)[number];

/**
 * The messages of SPEC sections 5 and 8, word for word. The over-the-limit ones are ours: the SPEC
 * leaves the 500 to the library, and the other maximums are not in it.
 */
export const enquiryMessages = {
  name: "Name must be at least 2 characters",
  nameMax: tooLong("your name", NAME_MAX),
  email: "Invalid email address",
  emailMax: tooLong("your email address", EMAIL_MAX),
  phoneMax: tooLong("your phone number", PHONE_MAX),
  organizationMax: tooLong("your organisation's name", ORGANIZATION_MAX),
  interestedIn: "Please select what you're interested in",
  needsMin: "Please describe your needs in at least 10 characters",
  needsMax: tooLong("your description", NEEDS_MAX),
  additionalInfoMax: tooLong("this", ADDITIONAL_INFO_MAX),
} as const;

/**
 * The lead form's text fields as HTML attributes, from the schema's limits: without JavaScript (or
 * before it has loaded) the browser checks them itself.
 */
export const enquiryFieldAttributes = {
  name: { required: true, minLength: NAME_MIN, maxLength: NAME_MAX },
  email: { type: "email", required: true, maxLength: EMAIL_MAX },
  phone: { type: "tel", maxLength: PHONE_MAX },
  organization: { maxLength: ORGANIZATION_MAX },
  needs: { required: true, minLength: NEEDS_MIN, maxLength: NEEDS_MAX },
  additionalInfo: { maxLength: ADDITIONAL_INFO_MAX },
} as const;

/** The interest named by `?interest=` when it is one of the options, otherwise undefined. */
export function parseInterest(value: string | null | undefined): Interest | undefined {
  return interestOptions.find((option) => option === value);
}

/** A trimmed string; whitespace-only counts as empty. */
const trimmed = () => z.string().check(z.trim());
/** An optional text of at most `max` characters: missing, empty or whitespace-only become undefined. */
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.optional(trimmed().check(z.maxLength(max, message))),
    z.transform((value) => value || undefined),
  );

/** The enquiry (SPEC section 5): the lead form's values and the submission service's input. */
export const enquirySchema = z.object({
  name: trimmed().check(
    z.minLength(NAME_MIN, enquiryMessages.name),
    z.maxLength(NAME_MAX, enquiryMessages.nameMax),
  ),
  email: z.pipe(
    trimmed().check(z.maxLength(EMAIL_MAX, enquiryMessages.emailMax)),
    z.email(enquiryMessages.email),
  ),
  phone: optionalText(PHONE_MAX, enquiryMessages.phoneMax),
  organization: optionalText(ORGANIZATION_MAX, enquiryMessages.organizationMax),
  interestedIn: z.enum(interestOptions, { error: enquiryMessages.interestedIn }),
  needs: trimmed().check(
    z.minLength(NEEDS_MIN, enquiryMessages.needsMin),
    z.maxLength(NEEDS_MAX, enquiryMessages.needsMax),
  ),
  additionalInfo: optionalText(ADDITIONAL_INFO_MAX, enquiryMessages.additionalInfoMax),
});

/** What the form holds (every field a string). */
export type EnquiryInput = z.input<typeof enquirySchema>;
/** A valid enquiry: trimmed, optional fields undefined when left empty. */
export type Enquiry = z.output<typeof enquirySchema>;

/** The lead form's empty values: interestedIn defaults to 'Chat Bot' (SPEC section 3). */
export function emptyEnquiry(interestedIn: Interest = interestOptions[0]) {
  return {
    name: "",
    email: "",
    phone: "",
    organization: "",
    interestedIn,
    needs: "",
    additionalInfo: "",
  } satisfies Record<keyof EnquiryInput, string>;
}
