import { z } from "zod";
import { iconNames } from "../../content/icon-names";

export const docsSections = ["docs", "guides", "api", "examples", "resources"] as const;
export type DocsSection = (typeof docsSections)[number];

/** Front-matter of a page in src/content/docs/<section>/<slug>.md, checked at build time. */
export const docsFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20),
  order: z.number().int().positive(),
  level: z.enum(["Beginner", "Intermediate", "Advanced"]).optional(),
  minutes: z.number().int().positive().optional(),
  /** The card's icon, one of the site's icon names (content/icon-names.ts). */
  icon: z.enum(iconNames).optional(),
});

export type DocsFrontMatter = z.infer<typeof docsFrontMatterSchema>;
