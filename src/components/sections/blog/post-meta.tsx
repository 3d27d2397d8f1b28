import { Icon } from "../../ui/icon";
import { type PostSummary } from "../../../lib/blog";
import { formatLongDate } from "../../../lib/date";
import { cn } from "../../../lib/utils";

/** "November 12, 2026 · 8 min read", with a machine-readable date. */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<PostSummary, "date" | "readTime">;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted",
        className,
      )}
    >
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" className="size-4" />
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {post.readTime}
      </span>
    </p>
  );
}

/**
 * The author's generated avatar, name and (optionally) role. `withPage` (a post's byline, the
 * featured post's, a card's that loads with the page): the avatar loads with the page, which the
 * build then draws in the page itself (scripts/inline-images.js); elsewhere it waits until it comes
 * near.
 */
export function PostAuthor({
  post,
  size = 32,
  withRole = false,
  withPage = false,
}: {
  post: Pick<PostSummary, "author" | "authorImage" | "authorRole">;
  size?: number;
  withRole?: boolean;
  withPage?: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <img
        src={post.authorImage}
        alt=""
        width={size}
        height={size}
        loading={withPage ? undefined : "lazy"}
        className="shrink-0 rounded-full"
      />
      <p className="text-sm leading-tight">
        <span className="block font-semibold text-ink">{post.author}</span>
        {withRole ? <span className="mt-0.5 block text-ink-muted">{post.authorRole}</span> : null}
      </p>
    </div>
  );
}
