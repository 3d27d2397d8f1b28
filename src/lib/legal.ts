import { z } from "zod";
import { iconNames } from "../content/icon-names";
import { legalLastUpdated } from "../content/legal-updated";
import { addressLine, phoneHref, site } from "../shared/site";
import { freeTrial } from "../shared/trial";
import { fill } from "../shared/fill";
import { formatLongDate } from "./date";

/**
 * The legal pages (/privacy, /terms, /security, /cookies): Markdown in src/content/legal, a content
 * collection (src/content.config.ts) rendered by Astro. The texts write contact details as
 * {placeholders}, filled in while rendering (lib/markdown.ts) from shared/site.ts, so the brand
 * and contact details stay written down in one place.
 */

export const legalSlugs = ["privacy", "terms", "security", "cookies"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

/** Front-matter of src/content/legal/*.md. */
export const legalFrontMatterSchema = z.object({
  /** Key points shown as cards above the text. */
  highlights: z
    .array(
      z.object({
        icon: z.enum(iconNames),
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
  lastUpdated: formatLongDate(legalLastUpdated),
};

/** A legal text with every {key} filled (shared/fill.ts): an unknown key fails the build. */
export const fillLegal = (source: string) => fill(source, legalPlaceholders);

/** The "Last updated" line of every legal page: its text and machine-readable date. */
export function lastUpdated(iso: string = legalLastUpdated) {
  return { text: formatLongDate(iso), iso };
}
