import type { FormKind } from "../shared/form-api";
import { contactMessages, inviteMessages, leadMessages } from "../shared/form-messages";
import { responseTimes } from "../shared/response-times";
import { site } from "../shared/site";
import { freeTrial } from "../shared/trial";

/**
 * The prerendered thank-you pages a form posted without JavaScript is redirected to (303 from the
 * form API): the same notice the form shows with JavaScript, what happens next, and the ways on.
 * Kept out of the sitemap and the search index (content/pages.ts marks them noindex).
 */
export interface ThankYouCopy {
  title: string;
  text: string;
  next: string;
  links: readonly { label: string; href: string }[];
}

const home = { label: "Return to Home", href: "/" };

export const thankYouCopy: Record<FormKind, ThankYouCopy> = {
  enquiry: {
    title: leadMessages.success.title,
    text: leadMessages.success.description,
    next: `A confirmation by e-mail usually follows. A solutions specialist reads your answers, ${responseTimes.team.words}, and replies from ${site.email}.`,
    links: [home, { label: "Explore our solutions", href: "/solutions" }],
  },
  contact: {
    title: contactMessages.success.title,
    text: contactMessages.success.description,
    next: `A confirmation by e-mail usually follows, and we reply from ${site.email}, ${responseTimes.team.words}.`,
    links: [home, { label: "Read the docs", href: "/docs" }],
  },
  invite: {
    title: inviteMessages.success.title,
    text: inviteMessages.success.description,
    next: `Your invitation comes ${freeTrial.invitationWhen}. Your ${freeTrial.summary}, starts when you accept it.`,
    links: [home, { label: "See pricing", href: "/pricing" }],
  },
};
