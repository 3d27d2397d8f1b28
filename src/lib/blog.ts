import { blogPostCopy } from "../content/blog-listing";
import { fillCounted } from "../shared/fill";
import type { BlogFrontMatter } from "./schemas/blog-post";
import { slugify } from "./slug";

/**
 * Pure blog helpers on the posts' front-matter (the `blog` content collection's data): the pages'
 * data and meta at build time, and the listing's client code (search, tabs, pages).
 */

export type PostSummary = BlogFrontMatter;

/** What the listing's search looks in (with `matchesQuery`): the title, the excerpt and the tags. */
export function postSearchFields(post: Pick<PostSummary, "title" | "excerpt" | "tags">): string[] {
  return [post.title, post.excerpt, ...post.tags];
}

/**
 * What /blog's list (content/blog-listing.ts `blogList`) reads of each post: the search's fields,
 * its category for the tabs, and whether it is the featured post (the first), which the tabs leave out.
 */
export function listingEntries(posts: readonly PostSummary[]) {
  return posts.map((post, index) => ({
    key: post.slug,
    text: postSearchFields(post),
    groups: [post.category],
    featured: index === 0,
  }));
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
  const count = fillCounted(blogPostCopy.articleCount, tagged.length);
  return { tag, posts: tagged, count };
}
