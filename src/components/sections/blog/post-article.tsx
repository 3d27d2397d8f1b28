import { useCopyCode } from "../../../hooks/use-copy-code";
import type { PostSummary } from "../../../lib/blog";
import { PostActions, type ShareLink } from "./post-actions";
import { PostHeader } from "./post-header";
import type { TagLink } from "./popular-tags";
import { RelatedPosts } from "./related-posts";

export interface PostArticleProps {
  post: PostSummary & { html: string };
  url: string;
  tags: readonly TagLink[];
  related: readonly PostSummary[];
  shareLinks: readonly ShareLink[];
}

/** A whole article: title block, build-time HTML body, tags and actions, related posts. */
export function PostArticle({ post, url, tags, related, shareLinks }: PostArticleProps) {
  const onCodeClick = useCopyCode();
  return (
    <>
      <article>
        <PostHeader post={post} />
        <div className="mx-auto max-w-3xl px-4 pt-12 sm:px-6">
          {/* Build-time HTML; the click handler drives the copy buttons of its code blocks. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className="prose-content"
            onClick={onCodeClick}
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
          <PostActions
            slug={post.slug}
            title={post.title}
            url={url}
            tags={tags}
            shareLinks={shareLinks}
          />
        </div>
      </article>
      <RelatedPosts posts={related} />
    </>
  );
}
