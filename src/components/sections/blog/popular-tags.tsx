import { blogPostCopy } from "../../../content/blog-listing";
import { Icon } from "../../ui/icon";
import type { TagLink } from "../../../lib/blog";
import { cn } from "../../../lib/utils";
import { Section } from "../../ui/section";

export type { TagLink };

/** Every tag in use, each linking to its page; the current tag page's own tag is marked. */
export function PopularTags({
  tags,
  current,
  title = blogPostCopy.popularTags,
}: {
  tags: readonly TagLink[];
  current?: string;
  title?: string;
}) {
  return (
    <Section labelledBy="popular-tags">
      <h2 id="popular-tags" className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <TagList tags={tags} current={current} className="mt-6" />
    </Section>
  );
}

/** Tags as chips linking to /blog/tag/{slug}. */
export function TagList({
  tags,
  current,
  className,
}: {
  tags: readonly TagLink[];
  current?: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <a
            href={`/blog/tag/${tag.slug}`}
            aria-current={tag.slug === current ? "page" : undefined}
            className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-ink-soft transition-colors hover:border-brand-300 hover:text-accent aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
          >
            <Icon name="tag" className="size-3.5" />
            {tag.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
