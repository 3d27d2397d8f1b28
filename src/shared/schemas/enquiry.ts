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
import {
  multiLine,
  multiLineControls,
  notOneLine,
  singleLine,
  singleLineControls,
} from "./text.ts";

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
 * leaves the 500 to the library, and the other maximums are not in it. So are those of a line break
 * or a control character where the field cannot hold one (schemas/text.ts).
 */
export const enquiryMessages = {
  name: "Name must be at least 2 characters",
  nameMax: tooLong("your name", NAME_MAX),
  nameLine: notOneLine("your name"),
  nameControls: singleLineControls("your name"),
  email: "Invalid email address",
  emailMax: tooLong("your email address", EMAIL_MAX),
  emailLine: notOneLine("your email address"),
  emailControls: singleLineControls("your email address"),
  phoneMax: tooLong("your phone number", PHONE_MAX),
  phoneLine: notOneLine("your phone number"),
  phoneControls: singleLineControls("your phone number"),
  organizationMax: tooLong("your organisation's name", ORGANIZATION_MAX),
  organizationLine: notOneLine("your organisation's name"),
  organizationControls: singleLineControls("your organisation's name"),
  interestedIn: "Please select what you're interested in",
  needsMin: "Please describe your needs in at least 10 characters",
  needsMax: tooLong("your description", NEEDS_MAX),
  needsControls: multiLineControls("your description"),
  additionalInfoMax: tooLong("this", ADDITIONAL_INFO_MAX),
  additionalInfoControls: multiLineControls("the additional information"),
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

/** An optional text: missing, empty or whitespace-only become undefined. */
const optional = <T extends z.ZodMiniType<string, string>>(text: T) =>
  z.pipe(
    z.optional(text),
    z.transform((value) => value || undefined),
  );
const m = enquiryMessages;

/** The enquiry (SPEC section 5): the lead form's values and the submission service's input. */
export const enquirySchema = z.object({
  name: singleLine(
    { lineBreak: m.nameLine, controls: m.nameControls },
    z.minLength(NAME_MIN, m.name),
    z.maxLength(NAME_MAX, m.nameMax),
  ),
  email: z.pipe(
    singleLine(
      { lineBreak: m.emailLine, controls: m.emailControls },
      z.maxLength(EMAIL_MAX, m.emailMax),
    ),
    z.email(m.email),
  ),
  phone: optional(
    singleLine(
      { lineBreak: m.phoneLine, controls: m.phoneControls },
      z.maxLength(PHONE_MAX, m.phoneMax),
    ),
  ),
  organization: optional(
    singleLine(
      { lineBreak: m.organizationLine, controls: m.organizationControls },
      z.maxLength(ORGANIZATION_MAX, m.organizationMax),
    ),
  ),
  // One of the options exactly: nothing else, so no control character either.
  interestedIn: z.enum(interestOptions, { error: m.interestedIn }),
  needs: multiLine(
    m.needsControls,
    z.minLength(NEEDS_MIN, m.needsMin),
    z.maxLength(NEEDS_MAX, m.needsMax),
  ),
  additionalInfo: optional(
    multiLine(m.additionalInfoControls, z.maxLength(ADDITIONAL_INFO_MAX, m.additionalInfoMax)),
  ),
});

/** What the form holds (every field a string). */
export type EnquiryInput = z.input<typeof enquirySchema>;
/** A valid enquiry: normalised (schemas/text.ts), optional fields undefined when left empty. */
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
