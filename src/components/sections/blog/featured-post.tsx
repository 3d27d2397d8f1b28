import { blogListingCopy as copy } from "../../../content/blog-listing";
import { Icon } from "../../ui/icon";
import type { PostSummary } from "../../../lib/blog";
import { Badge } from "../../ui/badge";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { buttonVariants } from "../../ui/button";
import { PostAuthor, PostMeta } from "./post-meta";

/** The first post of the list, shown large above the others. */
export function FeaturedPost({ post }: { post: PostSummary }) {
  return (
    <Section labelledBy="featured-title" spacing="md">
      <h2
        id="featured-title"
        className="mb-4 text-sm font-semibold uppercase tracking-wider text-accent"
      >
        {copy.featuredTitle}
      </h2>
      <Card
        as="article"
        tone="solid"
        radius="lg"
        padding="none"
        className="grid overflow-hidden lg:grid-cols-2"
      >
        <img
          src={post.cover}
          alt=""
          width={1200}
          height={630}
          // At the top of /blog: it can be the largest paint.
          fetchPriority="high"
          className="aspect-[1200/630] h-full w-full object-cover"
        />
        <div className="flex flex-col justify-center p-6 sm:p-10">
          <div className="flex flex-wrap items-center gap-3">
            <Badge>{post.category}</Badge>
            <PostMeta post={post} />
          </div>
          <h3 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            <a href={`/blog/${post.slug}`} className="hover:text-accent">
              {post.title}
            </a>
          </h3>
          <p className="mt-4 leading-relaxed text-ink-muted">{post.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <PostAuthor post={post} size={40} withRole withPage />
            <a href={`/blog/${post.slug}`} className={buttonVariants({ variant: "gradient" })}>
              {copy.readArticle}
              <span className="sr-only">: {post.title}</span>
              <Icon name="arrow-right" />
            </a>
          </div>
        </div>
      </Card>
    </Section>
  );
}
