import type { BlogFrontMatter } from "./schemas/blog-post";
import { slugify } from "./slug";

/**
 * Pure blog helpers on the posts' front-matter (the `blog` content collection's data): the pages'
 * data and meta at build time, and the listing's client code (search, tabs, pages).
 */

export type PostSummary = BlogFrontMatter;

/** The listing's tabs, All first (the default). A category tab shows that category only. */
export const blogTabs = ["All", "AI", "Automation", "Tutorials"] as const;
export type BlogTab = (typeof blogTabs)[number];

export const BLOG_PAGE_SIZE = 6;

/** What the listing's search looks in (with `matchesQuery`): the title, the excerpt and the tags. */
export function postSearchFields(post: Pick<PostSummary, "title" | "excerpt" | "tags">): string[] {
  return [post.title, post.excerpt, ...post.tags];
}

/** The posts a tab shows: every post for All, otherwise those of the tab's category. */
export function filterByTab<T extends Pick<PostSummary, "category">>(
  posts: readonly T[],
  tab: string,
): T[] {
  return tab === "All" ? [...posts] : posts.filter((post) => post.category === tab);
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the existing pages. */
  page: number;
  pageCount: number;
}

/** One page of `items`; there is always at least one (possibly empty) page. */
export function paginate<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** Up to `limit` other posts sharing the category or at least one tag, in list order. */
export function relatedPosts<T extends Pick<PostSummary, "slug" | "category" | "tags">>(
  post: Pick<PostSummary, "slug" | "category" | "tags">,
  posts: readonly T[],
  limit = 3,
): T[] {
  return posts
    .filter(
      (other) =>
        other.slug !== post.slug &&
        (other.category === post.category || other.tags.some((tag) => post.tags.includes(tag))),
    )
    .slice(0, limit);
}

/** Every distinct tag across all posts, in first-seen order, with its URL slug. */
export function collectTags(posts: readonly Pick<PostSummary, "tags">[]): TagLink[] {
  const seen = new Map<string, string>();
  for (const post of posts)
    for (const tag of post.tags) if (!seen.has(slugify(tag))) seen.set(slugify(tag), tag);
  return [...seen].map(([slug, name]) => ({ name, slug }));
}

export interface TagLink {
  name: string;
  slug: string;
}

/** The posts in list order (by id); the first is the featured post. */
export function sortPosts<T extends Pick<PostSummary, "id">>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => a.id - b.id);
}

/** A tag page: its tag, its posts (list order) and its description, or null for an unknown tag. */
export function taggedPosts<T extends Pick<PostSummary, "tags">>(
  posts: readonly T[],
  slug: string,
) {
  const tag = collectTags(posts).find((entry) => entry.slug === slug);
  if (!tag) return null;
  const tagged = posts.filter((post) => post.tags.includes(tag.name));
  const count = `${tagged.length} ${tagged.length === 1 ? "article" : "articles"}`;
  return { tag, posts: tagged, count };
}
