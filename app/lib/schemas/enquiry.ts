import { z } from "zod/mini";

/** What a visitor can be interested in (SPEC section 3, Enquiry). The lead form defaults to the first. */
export const interestOptions = [
  "Chat Bot",
  "Business Automation",
  "FB Business Automation",
  "Personal Assistant",
  "Others",
] as const;
export type Interest = (typeof interestOptions)[number];

export const NAME_MIN = 2;
export const NEEDS_MIN = 10;
export const NEEDS_MAX = 500;

/** The messages of SPEC sections 5 and 8, word for word (the over-500 one is ours: the SPEC leaves it to the library). */
export const enquiryMessages = {
  name: "Name must be at least 2 characters",
  email: "Invalid email address",
  interestedIn: "Please select what you're interested in",
  needsMin: "Please describe your needs in at least 10 characters",
  needsMax: "Please keep your description to 500 characters or fewer",
} as const;

/** The interest named by `?interest=` when it is one of the options, otherwise undefined. */
export function parseInterest(value: string | null | undefined): Interest | undefined {
  return interestOptions.find((option) => option === value);
}

/** A trimmed string; whitespace-only counts as empty. */
const trimmed = () => z.string().check(z.trim());
/** An optional text: missing, empty or whitespace-only all become undefined. */
const optionalText = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => value?.trim() || undefined),
  );

/** The enquiry (SPEC section 5): the lead form's values and the submission service's input. */
export const enquirySchema = z.object({
  name: trimmed().check(z.minLength(NAME_MIN, enquiryMessages.name)),
  email: z.pipe(trimmed(), z.email(enquiryMessages.email)),
  phone: optionalText(),
  organization: optionalText(),
  interestedIn: z.enum(interestOptions, { error: enquiryMessages.interestedIn }),
  needs: trimmed().check(
    z.minLength(NEEDS_MIN, enquiryMessages.needsMin),
    z.maxLength(NEEDS_MAX, enquiryMessages.needsMax),
  ),
  additionalInfo: optionalText(),
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
