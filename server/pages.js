// @ts-check
// The small HTML pages a form posted without JavaScript gets back when it cannot go on to its
// thank-you page: what to fix, or why not now. Self-contained, every value escaped, no script and no
// inline style; the site's own stylesheet (found in the build) gives them the site's look, and they
// read as plain HTML without it.
import fs from "node:fs";
import path from "node:path";
import { fieldLabels } from "../src/lib/enquiry-email.ts";
import { site } from "../src/content/site.ts";
import { escapeHtml } from "./outbox/render.js";

/** The class lists of the prerendered 404 page, so these pages look like it. */
const CLASSES = {
  body: "flex min-h-screen flex-col",
  section: "mx-auto max-w-2xl px-4 py-16",
  heading: "mt-4 text-3xl font-bold tracking-tight text-slate-900",
  text: "mt-4 text-lg text-slate-600",
  list: "mt-6 grid gap-2 text-left text-slate-700",
  label: "font-semibold text-slate-900",
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
 * @param {{ title: string, paragraphs: string[], items?: [string, string][], link: { href: string, text: string }, stylesheet?: string }} page
 */
function renderPage({ title, paragraphs, items = [], link, stylesheet }) {
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
    `<a class="${CLASSES.link}" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` +
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
