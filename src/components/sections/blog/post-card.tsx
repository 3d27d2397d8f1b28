import type { PostSummary } from "../../../lib/blog";
import { Badge } from "../../ui/badge";
import { Card } from "../../ui/card";
import { PostAuthor, PostMeta } from "./post-meta";

/**
 * When a card's images load: `first`, on the first screen, where its cover can be the largest
 * paint (fetched at once and first); `with-page`, just below it, where Chromium would fetch a lazy
 * image at once anyway; `lazy`, further down, when they come near. Whatever loads with the page,
 * the build draws in it (scripts/inline-images.js).
 */
export type CardLoad = "first" | "with-page" | "lazy";

/** A post teaser: the whole card opens the article (through its title link). */
export function PostCard({ post, load = "lazy" }: { post: PostSummary; load?: CardLoad }) {
  return (
    <Card
      as="article"
      tone="solid"
      padding="none"
      interactive="link"
      className="group relative flex h-full flex-col overflow-hidden"
    >
      <img
        src={post.cover}
        alt=""
        width={1200}
        height={630}
        {...(load === "first" ? { fetchPriority: "high" as const } : {})}
        {...(load === "lazy" ? { loading: "lazy" as const } : {})}
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3">
          <Badge>{post.category}</Badge>
          <PostMeta post={post} />
        </div>
        <h3 className="mt-4 text-lg font-semibold leading-snug text-ink group-hover:text-accent">
          <a
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {post.title}
          </a>
        </h3>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-muted">{post.excerpt}</p>
        <div className="mt-6">
          <PostAuthor post={post} withPage={load !== "lazy"} />
        </div>
      </div>
    </Card>
  );
}

/** Cards in the grid's widest row (lg:grid-cols-3). */
const ROW = 3;

/**
 * Where a grid starts: `first-screen` (a listing: its first row may hold the largest paint);
 * `next-screen` (under /blog's featured post: its first two rows at the widest lie within the
 * distance at which Chromium fetches a lazy image at once, 1,250 px below the window on a fast
 * connection and 2,500 px on a slow one, so they load with the page); `below` (a post's related
 * posts: lazy).
 */
const LOADED_WITH_PAGE = { "first-screen": ROW, "next-screen": 2 * ROW, below: 0 } as const;

/**
 * Posts as a responsive grid of cards. Each card is marked with its slug (`data-item`) for the
 * listing's island, which shows and hides them (hooks/use-show-only.ts); `hidden` lists the slugs
 * hidden at first, whose images stay lazy (a hidden image is never fetched).
 */
export function PostGrid({
  posts,
  hidden = [],
  start = "below",
}: {
  posts: readonly PostSummary[];
  hidden?: readonly string[];
  start?: keyof typeof LOADED_WITH_PAGE;
}) {
  const shown = posts.filter((post) => !hidden.includes(post.slug));
  const load = (post: PostSummary): CardLoad => {
    const index = shown.indexOf(post);
    if (index < 0 || index >= LOADED_WITH_PAGE[start]) return "lazy";
    return start === "first-screen" ? "first" : "with-page";
  };
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li
          key={post.slug}
          data-item={post.slug}
          className={hidden.includes(post.slug) ? "hidden" : undefined}
        >
          <PostCard post={post} load={load(post)} />
        </li>
      ))}
    </ul>
  );
}
