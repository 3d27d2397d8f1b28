import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";
import { CookieChoicePanel } from "../components/sections/legal/cookie-preferences";
import {
  LegalHighlights,
  legalHighlightIcons,
} from "../components/sections/legal/legal-highlights";
import { LegalToc, type TocEntry } from "../components/sections/legal/legal-toc";
import { addressLine, phoneHref, site } from "../content/site";
import { freeTrial } from "../content/trial";
import { contentDir, readMarkdownDir, renderMarkdown } from "./markdown.server";

/**
 * The legal pages (/privacy, /terms, /security, /cookies): Markdown in app/content/legal, rendered
 * to HTML at build time. The texts write contact details as {{placeholders}}, filled in here from
 * content/site.ts, so the brand and contact details stay written down in one place.
 * The table of contents and key-point cards are React components rendered to HTML here too, so a
 * legal page ships almost no JavaScript of its own.
 */

export const legalSlugs = ["privacy", "terms", "security", "cookies"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

const legalFrontMatterSchema = z.object({
  /** Shown as "Last updated June 1, 2024"; left out where a page has no version date. */
  lastUpdated: z
    .string()
    .refine((text) => !Number.isNaN(Date.parse(`${text} UTC`)), "must be a date like June 1, 2024")
    .optional(),
  /** Key points shown as cards above the text. */
  highlights: z
    .array(
      z.object({
        icon: z.enum(legalHighlightIcons),
        title: z.string().min(1),
        text: z.string().min(1),
      }),
    )
    .optional(),
});

export interface LegalDocument {
  /** The policy text. */
  html: string;
  /** "On this page" navigation. */
  tocHtml: string;
  /** Key-point cards, or "" when the page has none. */
  highlightsHtml: string;
  lastUpdated: { text: string; iso: string } | null;
}

export const legalPlaceholders: Record<string, string> = {
  name: site.name,
  alternateName: site.alternateName,
  email: site.email,
  phone: site.phone,
  phoneHref,
  address: addressLine,
  trialDays: String(freeTrial.days),
};

/** Replaces every {{key}}; an unknown key fails the build rather than showing braces to visitors. */
export function fillPlaceholders(
  source: string,
  values: Record<string, string> = legalPlaceholders,
): string {
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder ${match} in a legal page`);
    return value;
  });
}

/** "June 1, 2024" -> "2024-06-01", for <time dateTime>. */
export function isoDate(text: string): string {
  return new Date(`${text} UTC`).toISOString().slice(0, 10);
}

/** `extraToc` lists sections the route renders above the text (they come first in the contents). */
export async function loadLegalDocument(
  slug: LegalSlug,
  extraToc: TocEntry[] = [],
): Promise<LegalDocument> {
  const file = readMarkdownDir(path.join(contentDir, "legal"), legalFrontMatterSchema).find(
    (entry) => entry.slug === slug,
  );
  if (!file) throw new Error(`Missing legal page app/content/legal/${slug}.md`);
  const { html, headings } = await renderMarkdown(fillPlaceholders(file.body));
  const { lastUpdated, highlights = [] } = file.data;
  return {
    html,
    tocHtml: renderToStaticMarkup(createElement(LegalToc, { entries: [...extraToc, ...headings] })),
    highlightsHtml: highlights.length
      ? renderToStaticMarkup(createElement(LegalHighlights, { highlights }))
      : "",
    lastUpdated: lastUpdated ? { text: lastUpdated, iso: isoDate(lastUpdated) } : null,
  };
}

/**
 * The cookie-choice panel as static HTML: what /cookies shows until the buttons' code has loaded,
 * and what a visitor without JavaScript sees (a lazy component's own HTML only appears with scripts).
 */
export function cookieChoiceFallbackHtml(): string {
  return renderToStaticMarkup(createElement(CookieChoicePanel, { choice: null }));
}
