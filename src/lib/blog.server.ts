import path from "node:path";
import { blogFrontMatterSchema, type BlogFrontMatter } from "./schemas/blog-post";
import { contentDir, readMarkdownDir, renderMarkdown, type Heading } from "./markdown.server";
import { slugify } from "./slug";

export type BlogPostSummary = BlogFrontMatter;
export interface BlogPost extends BlogFrontMatter {
  html: string;
  headings: Heading[];
}

const blogDir = path.join(contentDir, "blog");

/** Every post's front-matter, in list order (by id); the first is the featured post. */
export function loadPostSummaries(): BlogPostSummary[] {
  const files = readMarkdownDir(blogDir, blogFrontMatterSchema);
  for (const file of files) {
    if (file.data.slug !== file.slug) {
      throw new Error(
        `Invalid front-matter in ${file.file}:\n  - slug: "${file.data.slug}" must match the file name "${file.slug}"`,
      );
    }
  }
  return files.map((file) => file.data).sort((a, b) => a.id - b.id);
}

export async function loadPost(slug: string): Promise<BlogPost | null> {
  const file = readMarkdownDir(blogDir, blogFrontMatterSchema).find((entry) => entry.slug === slug);
  if (!file) return null;
  return { ...file.data, ...(await renderMarkdown(file.body)) };
}

/** Every distinct tag across all posts, in first-seen order, with its URL slug. */
export function collectTags(
  posts: readonly Pick<BlogFrontMatter, "tags">[],
): { name: string; slug: string }[] {
  const seen = new Map<string, string>();
  for (const post of posts)
    for (const tag of post.tags) if (!seen.has(slugify(tag))) seen.set(slugify(tag), tag);
  return [...seen].map(([slug, name]) => ({ name, slug }));
}
