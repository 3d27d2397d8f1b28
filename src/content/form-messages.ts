import { site } from "./site";

/**
 * The toasts of the site's forms, word for word from SPEC section 8. Client code imports these
 * (they are shown by event handlers); each form imports only its own.
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

export const leadMessages = {
  success: { title: "Form submitted!", description: "We'll be in touch with you soon." },
  failure: {
    title: "Submission failed",
    description: "There was an error submitting your form. Please try again.",
  },
} as const;

export const contactMessages = {
  success: {
    title: "Message Sent",
    description: "Thank you for reaching out. We'll get back to you soon!",
  },
} as const;

/** Sign-in and invite are simulated by a timer of this length (SPEC section 9). */
export const SIMULATED_DELAY_MS = 1500;
