import { blogPostCopy } from "../../../content/blog-listing";
import type { PostSummary } from "../../../lib/blog";
import { PopularTags, type TagLink } from "./popular-tags";
import { PostGrid } from "./post-card";
import { Section } from "../../ui/section";

/** A tag page's posts as cards, then the other tags. */
export function TaggedPosts({
  posts,
  tags,
  current,
}: {
  posts: readonly PostSummary[];
  tags: readonly TagLink[];
  current: string;
}) {
  return (
    <>
      <Section labelledBy="tagged-title">
        <h2 id="tagged-title" className="sr-only">
          {blogPostCopy.taggedTitle}
        </h2>
        <PostGrid posts={posts} start="first-screen" />
      </Section>
      <PopularTags tags={tags} current={current} title={blogPostCopy.otherTags} />
    </>
  );
}
