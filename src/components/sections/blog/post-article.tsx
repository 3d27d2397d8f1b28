import type { ReactNode } from "react";
import type { PostSummary } from "../../../lib/blog";
import { PostHeader } from "./post-header";
import { Section } from "../../ui/section";

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
      <Section as="div" width="prose" spacing="none" className="pt-12">
        {children}
        {actions}
      </Section>
    </article>
  );
}
