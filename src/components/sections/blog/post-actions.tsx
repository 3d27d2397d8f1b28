import type { ReactNode } from "react";
import { blogPostCopy } from "../../../content/blog-listing";
import { Icon } from "../../ui/icon";
import { TagList, type TagLink } from "./popular-tags";
import { fill } from "../../../shared/fill";

export interface ShareLink {
  name: string;
  href: string;
  /** The brand whose glyph the link shows (content/brand-logos.ts). */
  brand: string;
}

/**
 * Below an article: its tags, the Share and Save buttons (`children`, an island) and the social
 * share links. Static.
 */
export function PostActions({
  tags,
  shareLinks,
  children,
}: {
  tags: readonly TagLink[];
  shareLinks: readonly ShareLink[];
  children: ReactNode;
}) {
  return (
    <div className="mt-12 space-y-6 border-t border-line pt-8">
      <div>
        <h2 className="text-sm font-semibold uppercase tracking-wider text-ink-muted">
          {blogPostCopy.tags}
        </h2>
        <TagList tags={tags} className="mt-3" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        {children}
        <ul className="flex gap-2">
          {shareLinks.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:border-brand-300 dark:hover:border-brand-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <Icon brand={link.brand} glyph size={20} />
                <span className="sr-only">
                  {fill(blogPostCopy.shareOn, { network: link.name })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
