import { blogPostCopy } from "../../../content/blog-listing";
import type { PostSummary } from "../../../lib/blog";
import { PopularTags, type TagLink } from "./popular-tags";
import { PostGrid } from "./post-card";

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
      <section
        aria-labelledby="tagged-title"
        className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
      >
        <h2 id="tagged-title" className="sr-only">
          {blogPostCopy.taggedTitle}
        </h2>
        <PostGrid posts={posts} />
      </section>
      <PopularTags tags={tags} current={current} title={blogPostCopy.otherTags} />
    </>
  );
}
