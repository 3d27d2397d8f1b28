import type { ReactNode } from "react";
import type { PostSummary } from "../../../lib/blog";
import { PostHeader } from "./post-header";

/**
 * An article: title block, then the body (`children`: the Markdown rendered at build time) and
 * `actions` (tags, share and save) below it.
 */
export function PostArticle({
  post,
  actions,
  children,
}: {
  post: PostSummary;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <article>
      <PostHeader post={post} />
      <div className="mx-auto max-w-3xl px-4 pt-12 sm:px-6">
        {children}
        {actions}
      </div>
    </article>
  );
}
