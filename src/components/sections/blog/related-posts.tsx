import { blogPostCopy } from "../../../content/blog-listing";
import type { PostSummary } from "../../../lib/blog";
import { Section } from "../../ui/section";
import { buttonVariants } from "../../ui/button";
import { PostGrid } from "./post-card";

/** 'Related Articles' (up to three, chosen at build time) and the way back to the listing. */
export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <Section labelledBy="related-title" spacing="band">
      {posts.length ? (
        <>
          <h2 id="related-title" className="text-3xl font-bold tracking-tight text-ink">
            {blogPostCopy.relatedTitle}
          </h2>
          <div className="mt-8">
            <PostGrid posts={posts} />
          </div>
        </>
      ) : (
        <h2 id="related-title" className="sr-only">
          {blogPostCopy.moreArticles}
        </h2>
      )}
      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <a href="/blog" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {blogPostCopy.backToBlog}
        </a>
        <a href="/blog" className={buttonVariants({ variant: "gradient", size: "lg" })}>
          {blogPostCopy.browseMore}
        </a>
      </div>
    </Section>
  );
}
