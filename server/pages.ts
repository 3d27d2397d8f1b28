// The pages a form posted without JavaScript gets back when it cannot go on to its thank-you page:
// what to fix, or why not now, or (when it could not be stored) the form again with every value,
// to send once more. Drawn from the build's page shells (src/shared/page-shells.ts: the site's own
// layout and components, both themes, src/components/sections/form-message.tsx and
// src/components/forms/retry-form.tsx), filled with escaped text by server/page-shells.ts.
import type { FastifyReply } from "fastify";
import { contactCopy, inviteCopy, leadFormCopy, retryFormCopy } from "../src/shared/forms.ts";
import {
  fieldSlot,
  formPageShells,
  optionsSlot,
  type FormMessageSlots,
  type RetryFormSlots,
} from "../src/shared/page-shells.ts";
import { interestOptions } from "../src/shared/schemas/enquiry.ts";
import { site } from "../src/shared/site.ts";
import type { FormKind as SubmissionKind } from "../src/shared/form-api.ts";
import { escapeHtml } from "./html.ts";
import { fieldLabels } from "./mail/enquiry-email.ts";
import { loadPageShell, type FilledPage, type PageShell, type Slots } from "./page-shells.ts";

/** The label of the button that sends the form again. */
export const TRY_AGAIN = retryFormCopy.submit;

/** The fields of a choice and its options (a select in the retry form). */
const CHOICES: Readonly<Record<string, readonly string[]>> = { interestedIn: interestOptions };

/**
 * The pages without a build (the server's own tests start it on a few files): the shells' slots in
 * bare HTML, no classes and no script. The fields as each form's page labels them.
 */
interface BareField {
  name: string;
  label: string;
  type?: string;
  autocomplete?: string;
  multiline?: boolean;
}
const BARE_FIELDS: Record<SubmissionKind, readonly BareField[]> = {
  enquiry: [
    { name: "name", label: leadFormCopy.name, autocomplete: "name" },
    { name: "email", label: leadFormCopy.email, type: "email", autocomplete: "email" },
    { name: "phone", label: leadFormCopy.phone, type: "tel", autocomplete: "tel" },
    { name: "organization", label: leadFormCopy.organization, autocomplete: "organization" },
    { name: "interestedIn", label: leadFormCopy.interestedIn },
    { name: "needs", label: leadFormCopy.needs, multiline: true },
    { name: "additionalInfo", label: leadFormCopy.additionalInfo, multiline: true },
  ],
  contact: [
    { name: "name", label: contactCopy.name, autocomplete: "name" },
    { name: "email", label: contactCopy.emailLabel, type: "email", autocomplete: "email" },
    { name: "subject", label: contactCopy.subject },
    { name: "message", label: contactCopy.message, multiline: true },
  ],
  invite: [{ name: "contact", label: inviteCopy.label }],
};

const bareDocument = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>{{title}} | ${escapeHtml(site.name)}</title>` +
  `</head><body><main id="main"><p><a href="/">${escapeHtml(site.name)}</a></p>` +
  `<h1>{{title}}</h1><p>{{message}}</p>${body}</main></body></html>`;

const BARE_MESSAGE = bareDocument(
  `{{#anyErrors}}<ul>{{#errors}}<li><span>{{field}}:</span> {{error}}</li>{{/errors}}</ul>{{/anyErrors}}` +
    `{{#link}}<p><a href="{{href}}">{{text}}</a></p>{{/link}}`,
);

function bareControl(field: BareField, id: string) {
  const name = escapeHtml(field.name);
  if (field.name in CHOICES) {
    const options = optionsSlot(field.name);
    return (
      `<select id="${id}" name="${name}">{{#${options}}}<option value="{{option}}"` +
      `{{#selected}} selected{{/selected}}>{{option}}</option>{{/${options}}}</select>`
    );
  }
  const value = `{{${fieldSlot(field.name)}}}`;
  if (field.multiline) return `<textarea id="${id}" name="${name}" rows="5">${value}</textarea>`;
  return (
    `<input id="${id}" name="${name}" type="${escapeHtml(field.type ?? "text")}"` +
    (field.autocomplete ? ` autocomplete="${escapeHtml(field.autocomplete)}"` : "") +
    ` value="${value}">`
  );
}

const bareRetry = (kind: SubmissionKind) =>
  bareDocument(
    `<form method="post" action="{{action}}">` +
      `{{#hidden}}<input type="hidden" name="{{hiddenName}}" value="{{hiddenValue}}">{{/hidden}}` +
      BARE_FIELDS[kind]
        .map(
          (field, index) =>
            `<div><label for="field-${index}">${escapeHtml(field.label)}</label>` +
            `${bareControl(field, `field-${index}`)}</div>`,
        )
        .join("") +
      `<div><button type="submit">${escapeHtml(TRY_AGAIN)}</button></div></form>`,
  );

/** The shells of the form pages, read once (server/app.ts, at start). */
export interface FormPages {
  message: PageShell;
  retry: Record<SubmissionKind, PageShell>;
}

/**
 * The form pages of the build whose client directory is `dir`; without a build, the bare ones.
 * @param dir the build's client directory
 */
export function loadFormPages(dir?: string): FormPages {
  return {
    message: loadPageShell(dir, formPageShells.message, BARE_MESSAGE),
    retry: {
      enquiry: loadPageShell(dir, formPageShells.retry.enquiry, bareRetry("enquiry")),
      contact: loadPageShell(dir, formPageShells.retry.contact, bareRetry("contact")),
      invite: loadPageShell(dir, formPageShells.retry.invite, bareRetry("invite")),
    },
  };
}

/** The bare pages, for an API registered without the build's (`pages` not given). */
const barePages = loadFormPages();

/** A form page as the answer: HTML, with its shell's Content-Security-Policy. */
export const sendFormPage = (reply: FastifyReply, page: FilledPage) =>
  reply
    .type("text/html; charset=utf-8")
    .header("Content-Security-Policy", page.policy)
    .send(page.html);

const messagePage = (pages: FormPages, slots: FormMessageSlots) => pages.message.fill({ ...slots });

/** 400: what to fix, field by field, and the way back to the form. */
export function invalidSubmissionPage({
  what,
  formPath,
  errors,
  pages = barePages,
}: {
  what: string;
  formPath: string;
  errors: Record<string, string>;
  pages?: FormPages;
}): FilledPage {
  const list = Object.entries(errors).map(([field, error]) => ({
    field: fieldLabels[field] ?? field,
    error,
  }));
  return messagePage(pages, {
    title: "Please check the form",
    message: `We could not send ${what} yet. Please fix the following, then send it again. Your browser's Back button returns to the form with what you typed.`,
    anyErrors: list.length > 0,
    errors: list,
    link: [{ href: formPath, text: "Back to the form" }],
  });
}

/** Any other refusal of a form post (too many submissions, too large, the server unable to store it). */
export function formProblemPage({
  title,
  message,
  formPath,
  pages = barePages,
}: {
  title: string;
  message: string;
  formPath?: string | undefined;
  pages?: FormPages;
}): FilledPage {
  return messagePage(pages, {
    title,
    message,
    anyErrors: false,
    errors: [],
    link: [
      formPath
        ? { href: formPath, text: "Back to the form" }
        : { href: "/", text: "Return to Home" },
    ],
  });
}

/** A form field as posted: text, or nothing. */
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * 500 or 503 to a form post: the submission could not be stored. The notice, then the form again
 * with every value the visitor typed, editable, and the hidden fields the form sent (never the
 * honeypot's), posting to the same endpoint: nothing typed is lost.
 */
export function retryFormPage({
  title,
  message,
  form,
  values,
  hidden,
  pages = barePages,
}: {
  title: string;
  message: string;
  form: { kind: SubmissionKind; endpoint: string; fields: readonly string[] };
  values: Record<string, unknown>;
  hidden: Record<string, string>;
  pages?: FormPages;
}): FilledPage {
  const fields: Record<string, Slots[] | string> = {};
  for (const name of form.fields) {
    const value = textOf(values[name]);
    const options = CHOICES[name];
    if (options) {
      // The value sent stays chosen even when it is none of the options (the server says so then).
      const shown = options.includes(value) || !value ? options : [value, ...options];
      fields[optionsSlot(name)] = shown.map((option) => ({ option, selected: option === value }));
    } else {
      fields[fieldSlot(name)] = value;
    }
  }
  const slots: RetryFormSlots = {
    title,
    message,
    action: form.endpoint,
    hidden: Object.entries(hidden).map(([hiddenName, hiddenValue]) => ({
      hiddenName,
      hiddenValue,
    })),
  };
  return pages.retry[form.kind].fill({ ...fields, ...slots });
}
