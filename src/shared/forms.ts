import { site } from "./site.ts";
import { responseTimes } from "./response-times.ts";

/**
 * Copy of the site's forms: labels, hints, button states and the honest notes about what each form
 * does. Pages pass it to the forms as props (build time).
 */

/** The label of the hidden field only bots fill (components/forms/honeypot.tsx). */
export const honeypotLabel = "Leave this field empty";

/** After the label of a field the visitor may leave empty (components/ui/field.tsx). */
export const optionalFieldMark = "(optional)";

/** Under the lead and contact forms. */
const replyNote = `A confirmation by e-mail usually follows. We reply from ${site.email} and use what you send only to answer you.`;

export const signInCopy = {
  heading: "Welcome back",
  email: "Email",
  emailPlaceholder: "you@company.com",
  password: "Password",
  rememberMe: "Remember me",
  forgotPassword: "Forgot password?",
  forgotPasswordHelp: `Password resets are handled by your workspace admin. If you are the admin, e-mail ${site.email} from the address on your account and we will help you back in.`,
  emailRequired: "Enter your email address",
  emailInvalid: "Invalid email address",
  passwordRequired: "Enter your password",
  submit: "Login",
  submitting: "Logging in...",
  noAccount: "Don't have an account?",
  requestInvite: "Request an invite",
  demoNote: "Demo: sign-in is simulated. Nothing you type is checked, sent or stored.",
};
export type SignInCopy = typeof signInCopy;

export const inviteCopy = {
  heading: "Start your free trial",
  intro:
    "Leave an email address or a phone number and your invitation goes there. Accept it to start the trial.",
  label: "Email or Phone",
  placeholder: "you@company.com or +1 555 010 0000",
  hint: "We'll send you an exclusive invitation",
  submit: "Request Invite",
  submitting: "Sending...",
  note: "We use this address or number only to send your invitation.",
};
export type InviteCopy = typeof inviteCopy;

export const leadFormCopy = {
  /** The section's accessible name. */
  sectionLabel: "Enquiry form",
  introTitle: "What happens next",
  introSteps: [
    `A solutions specialist reads your answers, ${responseTimes.team.words}.`,
    "We reply with a short plan: what to automate first, the integrations involved and a realistic timeline.",
    "If it fits, we set up a pilot on your own data before you commit to a plan.",
  ],
  introNote: "Only your name, e-mail address, interest and needs are required.",
  aboutYou: "About you",
  yourOrganisation: "Your organisation",
  yourNeeds: "Your needs",
  name: "Full name",
  email: "Work email",
  phone: "Phone",
  organization: "Company or organisation",
  interestedIn: "What are you interested in?",
  needs: "What would you like to automate?",
  needsHint: "Between 10 and 500 characters.",
  additionalInfo: "Anything else we should know?",
  submit: "Submit",
  submitting: "Sending...",
  cancel: "Cancel",
  note: replyNote,
};
export type LeadFormCopy = typeof leadFormCopy;

export const contactCopy = {
  infoTitle: "Contact information",
  address: "Office",
  phone: "Phone",
  email: "E-mail",
  hours: "Business hours",
  formTitle: "Send us a message",
  name: "Name",
  emailLabel: "Email",
  subject: "Subject",
  message: "Message",
  submit: "Send Message",
  submitting: "Sending...",
  note: replyNote,
};
export type ContactCopy = typeof contactCopy;

/**
 * A form sent back without JavaScript when it could not be stored (server/pages.ts, drawn from the
 * shell components/forms/retry-form.tsx): its button.
 */
export const retryFormCopy = {
  submit: "Try again",
};
