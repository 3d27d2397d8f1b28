import { z } from "zod";
import { legalHighlightIcons } from "../components/sections/legal/legal-highlights";
import { addressLine, phoneHref, site } from "../content/site";
import { freeTrial } from "../content/trial";

/**
 * The legal pages (/privacy, /terms, /security, /cookies): Markdown in src/content/legal, a content
 * collection (src/content.config.ts) rendered by Astro. The texts write contact details as
 * {{placeholders}}, filled in while rendering (lib/markdown.ts) from content/site.ts, so the brand
 * and contact details stay written down in one place.
 */

export const legalSlugs = ["privacy", "terms", "security", "cookies"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

/** Front-matter of src/content/legal/*.md. */
export const legalFrontMatterSchema = z.object({
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
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;

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

/** The "Last updated" line's text and machine-readable date, or null when the page has none. */
export function lastUpdated(text: string | undefined) {
  return text ? { text, iso: isoDate(text) } : null;
}
