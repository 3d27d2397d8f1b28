import { site } from "./site.ts";

/**
 * The toasts of the site's forms, word for word from SPEC section 8. Client code imports these
 * (they are shown by event handlers).
 */
export const signInMessages = {
  empty: { title: "Error", description: "Please fill in all fields" },
  success: { title: "Success", description: "You have successfully logged in!" },
} as const;

export const inviteMessages = {
  empty: { title: "Error", description: "Please enter an email or phone number" },
  success: {
    title: `Welcome to ${site.name}`,
    description: "We'll send you an invitation shortly.",
  },
} as const;

/**
 * Every form's destructive notice when sending fails (offline, a server error, too many attempts):
 * the SPEC's lead-form failure. After a 429 it also says when to try again. What was typed stays.
 */
export const submissionFailure = {
  title: "Submission failed",
  description: "There was an error submitting your form. Please try again.",
  /** After a 429, a counted phrase of the seconds to wait: the limit is per minute, so under a minute. */
  rateLimited: {
    one: "You have sent this form several times in a short while. Please try again in {count} second.",
    other:
      "You have sent this form several times in a short while. Please try again in {count} seconds.",
  },
} as const;

export const leadMessages = {
  success: { title: "Form submitted!", description: "We'll be in touch with you soon." },
} as const;

export const contactMessages = {
  success: {
    title: "Message Sent",
    description: "Thank you for reaching out. We'll get back to you soon!",
  },
} as const;

/** A notice shown without the toaster (its code could not load): its close button. */
export const plainNoticeCopy = { dismiss: "Dismiss" } as const;

/** Sign-in is simulated by a timer of this length (SPEC section 9). */
export const SIMULATED_DELAY_MS = 1500;
