// The small HTML pages a form posted without JavaScript gets back when it cannot go on to its
// thank-you page: what to fix, or why not now, or (when it could not be stored) the form again with
// every value, to send once more. Self-contained, every value escaped, no script and no
// inline style; the site's own stylesheet (found in the build) gives them the site's look, and they
// read as plain HTML without it.
import fs from "node:fs";
import path from "node:path";
import { contactCopy, inviteCopy, leadFormCopy } from "../src/shared/forms.ts";
import { fieldLabels } from "../src/shared/enquiry-email.ts";
import { interestOptions } from "../src/shared/schemas/enquiry.ts";
import { site } from "../src/shared/site.ts";
import { escapeHtml } from "./outbox/render.ts";

/** The class lists of the prerendered 404 page, so these pages look like it. */
const CLASSES = {
  body: "flex min-h-screen flex-col",
  section: "mx-auto max-w-2xl px-4 py-16",
  heading: "mt-4 text-3xl font-bold tracking-tight text-slate-900",
  text: "mt-4 text-lg text-slate-600",
  list: "mt-6 grid gap-2 text-left text-slate-700",
  label: "font-semibold text-slate-900",
  form: "mt-8 grid gap-5 text-left",
  field: "grid gap-2",
  input: "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900",
  button:
    "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold bg-gradient-to-r from-brand-600 to-violet-600 text-white shadow-md hover:from-brand-700 hover:to-violet-700 h-12 px-8 text-base",
  link: "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold bg-gradient-to-r from-brand-600 to-violet-600 text-white shadow-md hover:from-brand-700 hover:to-violet-700 h-12 px-8 text-base mt-8",
};

/**
 * The site's stylesheet, as the home page links it (hashed name), or undefined without a build.
 * @param {string} dir the build's client directory
 */
export function findStylesheet(dir) {
  try {
    const home = fs.readFileSync(path.join(dir, "index.html"), "utf8");
    const href = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/.exec(home)?.[1];
    return href && fs.existsSync(path.join(dir, href)) ? href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {{ title: string, paragraphs: string[], items?: [string, string][], link?: { href: string, text: string }, content?: string, stylesheet?: string }} page
 *   content: HTML after the paragraphs, already escaped
 */
function renderPage({ title, paragraphs, items = [], link, content = "", stylesheet }) {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(`${title} | ${site.name}`)}</title>` +
    (stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : "") +
    `</head><body class="${CLASSES.body}"><main id="main"><section class="${CLASSES.section}">` +
    `<p><a href="/">${escapeHtml(site.name)}</a></p>` +
    `<h1 class="${CLASSES.heading}">${escapeHtml(title)}</h1>` +
    paragraphs.map((text) => `<p class="${CLASSES.text}">${escapeHtml(text)}</p>`).join("") +
    (items.length
      ? `<ul class="${CLASSES.list}">` +
        items
          .map(
            ([label, message]) =>
              `<li><span class="${CLASSES.label}">${escapeHtml(label)}:</span> ${escapeHtml(message)}</li>`,
          )
          .join("") +
        `</ul>`
      : "") +
    content +
    (link
      ? `<a class="${CLASSES.link}" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`
      : "") +
    `</section></main></body></html>`
  );
}

/**
 * 400: what to fix, field by field, and the way back to the form.
 * @param {{ what: string, formPath: string, errors: Record<string, string>, stylesheet?: string }} options
 */
export function invalidSubmissionPage({ what, formPath, errors, stylesheet }) {
  return renderPage({
    title: "Please check the form",
    paragraphs: [
      `We could not send ${what} yet. Please fix the following, then send it again. Your browser's Back button returns to the form with what you typed.`,
    ],
    items: Object.entries(errors).map(([field, message]) => [fieldLabels[field] ?? field, message]),
    link: { href: formPath, text: "Back to the form" },
    stylesheet,
  });
}

/**
 * Any other refusal of a form post (too many submissions, too large, the server unable to store it).
 * @param {{ title: string, message: string, formPath?: string, stylesheet?: string }} options
 */
export function formProblemPage({ title, message, formPath, stylesheet }) {
  return renderPage({
    title,
    paragraphs: [message],
    link: formPath
      ? { href: formPath, text: "Back to the form" }
      : { href: "/", text: "Return to Home" },
    stylesheet,
  });
}

/**
 * The fields of each form as its page labels them (src/shared/forms.ts): a text input of a type,
 * a text area, or a choice from fixed options.
 * @typedef {{ name: string, label: string, type?: string, autocomplete?: string, multiline?: boolean, options?: readonly string[] }} RetryField
 * @type {Record<import("./db/schema.ts").SubmissionKind, RetryField[]>}
 */
const RETRY_FIELDS = {
  enquiry: [
    { name: "name", label: leadFormCopy.name, autocomplete: "name" },
    { name: "email", label: leadFormCopy.email, type: "email", autocomplete: "email" },
    { name: "phone", label: leadFormCopy.phone, type: "tel", autocomplete: "tel" },
    { name: "organization", label: leadFormCopy.organization, autocomplete: "organization" },
    { name: "interestedIn", label: leadFormCopy.interestedIn, options: interestOptions },
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

/** The label of the button that sends the form again. */
export const TRY_AGAIN = "Try again";

/** @param {unknown} value a form field as posted: text, or nothing */
const textOf = (value) => (typeof value === "string" ? value : "");

/**
 * @param {RetryField} field
 * @param {string} value
 * @param {number} index
 */
function renderField(field, value, index) {
  const id = `field-${index}`;
  const name = escapeHtml(field.name);
  const label = `<label for="${id}" class="${CLASSES.label}">${escapeHtml(field.label)}</label>`;
  let control;
  if (field.options) {
    // The value sent stays chosen even when it is none of the options (the server says so then).
    const options =
      field.options.includes(value) || !value ? field.options : [value, ...field.options];
    control =
      `<select id="${id}" name="${name}" class="${CLASSES.input}">` +
      options
        .map(
          (option) =>
            `<option value="${escapeHtml(option)}"${option === value ? " selected" : ""}>${escapeHtml(option)}</option>`,
        )
        .join("") +
      `</select>`;
  } else if (field.multiline) {
    // The newline after the tag is dropped by the parser, so a value's own first newline stays.
    control = `<textarea id="${id}" name="${name}" rows="5" class="${CLASSES.input}">\n${escapeHtml(value)}</textarea>`;
  } else {
    control =
      `<input id="${id}" name="${name}" type="${escapeHtml(field.type ?? "text")}"` +
      (field.autocomplete ? ` autocomplete="${escapeHtml(field.autocomplete)}"` : "") +
      ` value="${escapeHtml(value)}" class="${CLASSES.input}">`;
  }
  return `<div class="${CLASSES.field}">${label}${control}</div>`;
}

/**
 * 500 or 503 to a form post: the submission could not be stored. The notice, then the form again
 * with every value the visitor typed, editable, and the hidden fields the form sent (never the
 * honeypot's), posting to the same endpoint: nothing typed is lost.
 * @param {{
 *   title: string,
 *   message: string,
 *   form: { kind: import("./db/schema.ts").SubmissionKind, endpoint: string, fields: readonly string[] },
 *   values: Record<string, unknown>,
 *   hidden: Record<string, string>,
 *   stylesheet?: string,
 * }} options
 */
export function retryFormPage({ title, message, form, values, hidden, stylesheet }) {
  const known = RETRY_FIELDS[form.kind];
  // Any field of the form without a description of its own still keeps its value.
  const fields = form.fields.map(
    (name) =>
      known.find((field) => field.name === name) ?? { name, label: fieldLabels[name] ?? name },
  );
  const content =
    `<form method="post" action="${escapeHtml(form.endpoint)}" class="${CLASSES.form}">` +
    Object.entries(hidden)
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
      )
      .join("") +
    fields.map((field, index) => renderField(field, textOf(values[field.name]), index)).join("") +
    `<div><button type="submit" class="${CLASSES.button}">${TRY_AGAIN}</button></div>` +
    `</form>`;
  return renderPage({ title, paragraphs: [message], content, stylesheet });
}
