import type { ConsentChoice } from "./consent-choices";

/**
 * Copy of the cookie-choice panel on /cookies. Imported by the panel (it is small, and the status
 * line and toast need it in the browser); the policy text itself is cookies.md.
 */
export const cookieChoiceCopy = {
  id: "cookie-preferences",
  heading: "Your cookie choice",
  intro:
    "Choose which kinds of browser storage this website may use. This site sets no cookies. Besides the strictly necessary storage listed in the policy below, it remembers the theme you choose (functional) unless you choose Reject All, and notes where your visit came from (analytics, sent to us only with a form you send) unless you choose Reject All or Enable.",
  options: [
    {
      choice: "functional",
      button: "Enable",
      description: "Strictly necessary and functional storage.",
    },
    { choice: "necessary", button: "Reject All", description: "Strictly necessary storage only." },
    {
      choice: "all",
      button: "Accept All",
      description: "All categories, including analytics.",
    },
  ] satisfies readonly { choice: ConsentChoice; button: string; description: string }[],
  /** "Your current choice: <label>." */
  labels: {
    necessary: "strictly necessary storage only (Reject All)",
    functional: "strictly necessary and functional storage (Enable)",
    all: "all categories, including analytics (Accept All)",
  } satisfies Record<ConsentChoice, string>,
  currentPrefix: "Your current choice:",
  noChoice: "No choice saved yet.",
  savedToast: "Cookie choice saved",
  notStoredToast: "Your browser did not let us save your choice",
  notStoredDescription: "It applies until you leave or reload this page.",
  /** Shown without JavaScript. */
  noScript:
    "Saving a choice needs JavaScript. With JavaScript turned off, this website stores nothing in your browser.",
} as const;
