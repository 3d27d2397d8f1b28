import { blogPostCopy } from "../content/blog-listing";
import { socialCardCopy } from "../content/social-card";
import { fillCounted } from "../shared/fill";
import { absoluteUrl, site } from "../shared/site";
import type { PostSummary, TagLink } from "./blog";
import type { AlternateLink, PageMeta } from "./seo";

/** Build-time data of the blog's pages: share links and meta (kept apart from the listing's client code). */

/** The social share links of an article: LinkedIn, X and Facebook. */
export function shareLinks(post: Pick<PostSummary, "title">, url: string) {
  const share = encodeURIComponent(url);
  return [
    {
      name: "LinkedIn",
      brand: "linkedin",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${share}`,
    },
    {
      name: "X",
      brand: "x",
      href: `https://twitter.com/intent/tweet?url=${share}&text=${encodeURIComponent(post.title)}`,
    },
    {
      name: "Facebook",
      brand: "facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${share}`,
    },
  ];
}

/** The blog's RSS feed (pages/blog/rss.xml.ts), announced in the head of the listing. */
export const blogFeedLink: AlternateLink = {
  type: "application/rss+xml",
  title: `${site.name} Blog`,
  href: "/blog/rss.xml",
};

/**
 * The article page's meta: title, description, category and reading time (its social image shows
 * both), breadcrumbs and its BlogPosting structured data.
 */
export function postMeta(post: PostSummary): PageMeta {
  const path = `/blog/${post.slug}`;
  const url = absoluteUrl(path);
  return {
    title: post.title,
    description: post.excerpt,
    path,
    type: "article",
    articleSection: post.category,
    details: [{ label: socialCardCopy.readingTimeLabel, data: post.readTime }],
    breadcrumbs: [
      { name: "Blog", path: "/blog" },
      { name: post.title, path },
    ],
    jsonLd: [
      {
        "@type": "BlogPosting",
        "@id": `${url}#article`,
        headline: post.title,
        description: post.excerpt,
        image: absoluteUrl(post.cover),
        datePublished: post.date,
        dateModified: post.date,
        articleSection: post.category,
        keywords: post.tags.join(", "),
        author: {
          "@type": "Person",
          name: post.author,
          jobTitle: post.authorRole,
          image: absoluteUrl(post.authorImage),
        },
        publisher: { "@id": absoluteUrl("/#organization") },
        mainEntityOfPage: { "@id": `${url}#webpage` },
        inLanguage: "en",
      },
    ],
  };
}

/** A tag page's meta. */
export function tagMeta(tag: TagLink, posts: readonly Pick<PostSummary, "title">[]): PageMeta {
  const path = `/blog/tag/${tag.slug}`;
  const count = fillCounted(blogPostCopy.articleCount, posts.length);
  return {
    title: `Articles tagged ${tag.name}`,
    description: `${count} from the ${site.name} blog about ${tag.name}: ${posts.map((post) => post.title).join("; ")}.`,
    path,
    breadcrumbs: [
      { name: "Blog", path: "/blog" },
      { name: tag.name, path },
    ],
  };
}

/** /blog/404: what the server answers for an unknown /blog/* address. */
export const postNotFoundMeta: PageMeta = {
  title: "Post not found",
  description: "The post you're looking for doesn't exist or has been removed.",
  path: "/blog/404",
  noindex: true,
};
