import { z } from "zod";

export const blogCategories = ["AI", "Automation", "Tutorials", "eCommerce"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** Front-matter of a post in src/content/blog/*.md, checked at build time. */
export const blogFrontMatterSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case"),
  excerpt: z.string().min(20),
  cover: z
    .string()
    .regex(/^\/images\/.+\.(svg|webp|avif|png|jpg)$/, "must be a self-hosted image under /images/"),
  author: z.string().min(1),
  authorRole: z.string().min(1),
  authorImage: z
    .string()
    .regex(/^\/images\/.+\.(svg|webp|avif|png|jpg)$/, "must be a self-hosted image under /images/"),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD"),
  category: z.enum(blogCategories),
  tags: z.array(z.string().min(1)).min(1),
  readTime: z.string().regex(/^\d+ min read$/, "must read like '8 min read'"),
  /**
   * The post's illustrative examples (fictional companies and figures), each by the words its
   * paragraph starts with after the visible label: an assistant leaves them out or says they are
   * examples. src/content/claims/illustrative.test.ts checks each is in the body, labelled.
   */
  illustrative: z.array(z.string().min(20)).optional(),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
