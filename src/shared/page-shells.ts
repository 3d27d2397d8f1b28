import type { FormKind } from "./form-api.ts";

/**
 * Page shells: pages the build prerenders with the site's layout and components (header, footer,
 * theme, stylesheet, CSP hashes) but with marked slots where the server puts what it only knows
 * when it answers (server/page-shells.ts fills them). The build writes them beside the client
 * directory, not into it: `<build>/page-shells/<name>.html` (scripts/postbuild.js), so no URL
 * serves them, and they are in no sitemap or search index.
 *
 * The markers, written by the shell's components and read by the server:
 * - `{{slot}}` is a text slot: the server puts escaped text there (in an element or an attribute);
 * - `{{#list}}…{{/list}}` is repeated for each item of a list (each item's slots inside), or kept
 *   once for `true` and dropped for `false`;
 * - `{{^list}}…{{/list}}` is kept only for an empty list or `false`.
 * A slot's name is letters, digits and `-_.:`.
 */

/** `{{name}}`: the server puts escaped text here. */
export const slot = (name: string): string => `{{${name}}}`;
/** `{{#name}}`: starts a part repeated for each item of the list `name` (kept once for true). */
export const each = (name: string): string => `{{#${name}}}`;
/** `{{^name}}`: starts a part kept only when the list `name` is empty (or false). */
export const unless = (name: string): string => `{{^${name}}}`;
/** `{{/name}}`: ends the part `each(name)` or `unless(name)` started. */
export const end = (name: string): string => `{{/${name}}}`;

/** The folder beside the build's client directory that holds the shells. */
export const PAGE_SHELLS_DIR = "page-shells";

/** The shells of the pages a form posted without JavaScript gets back (server/pages.ts). */
export const formPageShells = {
  /** What went wrong, and (for a form's errors) what to fix, with the way back. */
  message: "form-message",
  /** Per form: the form again with every value, to send once more. */
  retry: {
    enquiry: "form-retry-enquiry",
    contact: "form-retry-contact",
    invite: "form-retry-invite",
  },
} as const satisfies { message: string; retry: Record<FormKind, string> };

/** The slots of the message shell. */
export interface FormMessageSlots {
  title: string;
  message: string;
  /** Whether there are `errors` (the list is drawn only then). */
  anyErrors: boolean;
  /** Each field to fix: its label and its message. */
  errors: readonly { field: string; error: string }[];
  /** The way on: none, or one link. */
  link: readonly { href: string; text: string }[];
}

/** The slot of a retry form's field `name` (an input's value, a text area's text). */
export const fieldSlot = (name: string): string => `value:${name}`;
/** The list of a choice field's options, each `{ option, selected }`. */
export const optionsSlot = (name: string): string => `options:${name}`;

/** The slots of a retry shell, less its fields' (fieldSlot, optionsSlot). */
export interface RetryFormSlots {
  title: string;
  message: string;
  /** Where the form posts: its endpoint. */
  action: string;
  /** The hidden fields the form sent (never the honeypot). */
  hidden: readonly { hiddenName: string; hiddenValue: string }[];
}
