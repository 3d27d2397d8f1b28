import type { PostSummary } from "../../../lib/blog";
import { Badge } from "../../ui/badge";
import { Card } from "../../ui/card";
import { PostAuthor, PostMeta } from "./post-meta";

/**
 * A post teaser: the whole card opens the article (through its title link). `priority`: the card may
 * be on the first screen, so its cover is fetched at once and first (it can be the largest paint),
 * not lazily.
 */
export function PostCard({ post, priority = false }: { post: PostSummary; priority?: boolean }) {
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
        {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
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
          <PostAuthor post={post} />
        </div>
      </div>
    </Card>
  );
}

/**
 * Posts as a responsive grid of cards. Each card is marked with its slug (`data-item`) for the
 * listing's island, which shows and hides them (hooks/use-show-only.ts); `hidden` lists the slugs
 * hidden at first.
 */
/** Cards in the grid's widest row (lg:grid-cols-3). */
const FIRST_ROW = 3;

export function PostGrid({
  posts,
  hidden = [],
  onFirstScreen = false,
}: {
  posts: readonly PostSummary[];
  hidden?: readonly string[];
  /** The grid may start on the first screen (a listing, not a post's related posts). */
  onFirstScreen?: boolean;
}) {
  // Its first row shown (three cards at the widest) may then hold the largest paint.
  const firstRow = onFirstScreen
    ? posts.filter((post) => !hidden.includes(post.slug)).slice(0, FIRST_ROW)
    : [];
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li
          key={post.slug}
          data-item={post.slug}
          className={hidden.includes(post.slug) ? "hidden" : undefined}
        >
          <PostCard post={post} priority={firstRow.includes(post)} />
        </li>
      ))}
    </ul>
  );
}
