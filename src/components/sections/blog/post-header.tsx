import { blogPostCopy } from "../../../content/blog-listing";
import { Icon } from "../../ui/icon";
import type { PostSummary } from "../../../lib/blog";
import { Badge } from "../../ui/badge";
import { Section } from "../../ui/section";
import { PostAuthor, PostMeta } from "./post-meta";

/** The article's title block: back link, category, title, author, date, read time and cover. */
export function PostHeader({ post }: { post: PostSummary }) {
  return (
    <Section as="header" width="text" top="hero" spacing="none">
      <a
        href="/blog"
        className="inline-flex items-center gap-2 text-sm font-semibold text-accent hover:text-accent-strong"
      >
        <Icon name="arrow-left" className="size-4" />
        {blogPostCopy.backToBlog}
      </a>
      <div className="mx-auto mt-8 max-w-3xl">
        <Badge>{post.category}</Badge>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">
          {post.title}
        </h1>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          <PostAuthor post={post} size={48} withRole withPage />
          <PostMeta post={post} />
        </div>
      </div>
      <img
        src={post.cover}
        alt=""
        width={1200}
        height={630}
        fetchPriority="high"
        className="mt-10 aspect-[1200/630] w-full rounded-3xl object-cover shadow-lg dark:shadow-none dark:ring-1 dark:ring-line"
      />
    </Section>
  );
}
