import { z } from "zod";

export const docsSections = ["docs", "guides", "api", "examples", "resources"] as const;
export type DocsSection = (typeof docsSections)[number];

/** The lucide icons a docs page's card may show (components/sections/docs/docs-icons.ts maps them). */
export const docsIconNames = [
  "bot",
  "brain",
  "file-text",
  "git-branch",
  "hash",
  "plug",
  "rocket",
  "shopping-cart",
  "workflow",
] as const;
export type DocsIconName = (typeof docsIconNames)[number];

/** Front-matter of a page in src/content/docs/<section>/<slug>.md, checked at build time. */
export const docsFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20),
  order: z.number().int().positive(),
  level: z.enum(["Beginner", "Intermediate", "Advanced"]).optional(),
  minutes: z.number().int().positive().optional(),
  icon: z.enum(docsIconNames).optional(),
});

export type DocsFrontMatter = z.infer<typeof docsFrontMatterSchema>;
