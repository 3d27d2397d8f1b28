import { lazy, Suspense } from "react";
import type { Route } from "./+types/blog-post";
import { PostNotFound } from "../components/sections/blog/post-not-found";
import { brandGlyphSrc } from "../content/brand-logos";
import { absoluteUrl, site } from "../content/site";
import { relatedPosts } from "../lib/blog";
import { loadPost, loadPostSummaries } from "../lib/blog.server";
import { metaFromLoader } from "../lib/meta";
import { buildMeta } from "../lib/seo";
import { slugify } from "../lib/slug";

/** Runs at build time for every prerendered post (and for /blog/404, the not-found view). */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await loadPost(params.slug);
  if (!found) return { post: null, meta: notFoundMeta };
  const { headings: _headings, ...post } = found;
  const path = `/blog/${post.slug}`;
  const url = absoluteUrl(path);
  const share = encodeURIComponent(url);
  return {
    post,
    url,
    tags: post.tags.map((name) => ({ name, slug: slugify(name) })),
    related: relatedPosts(post, loadPostSummaries()),
    shareLinks: [
      {
        name: "LinkedIn",
        icon: brandGlyphSrc("linkedin"),
        href: `https://www.linkedin.com/sharing/share-offsite/?url=${share}`,
      },
      {
        name: "X",
        icon: brandGlyphSrc("x"),
        href: `https://twitter.com/intent/tweet?url=${share}&text=${encodeURIComponent(post.title)}`,
      },
      {
        name: "Facebook",
        icon: brandGlyphSrc("facebook"),
        href: `https://www.facebook.com/sharer/sharer.php?u=${share}`,
      },
    ],
    meta: buildMeta({
      title: post.title,
      description: post.excerpt,
      path,
      type: "article",
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
    }),
  };
}

const notFoundMeta = buildMeta({
  title: "Post not found",
  description: "The post you're looking for doesn't exist or has been removed.",
  path: "/blog/404",
  noindex: true,
});

/** The article: prerendered, its code loads after hydration (JavaScript budget). */
const loadPostArticle = () => import("../components/sections/blog/post-article");
const PostArticle = lazy(() =>
  loadPostArticle().then((module) => ({ default: module.PostArticle })),
);

/** In the browser: a slug that was never prerendered has no data file, so it is a not-found. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // On navigation, fetch the article's code alongside its data so the page never shows blank.
  void loadPostArticle();
  try {
    return await serverLoader();
  } catch {
    return {
      post: null,
      meta: [{ title: `Post not found | ${site.name}` }, { name: "robots", content: "noindex" }],
    };
  }
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.post) return <PostNotFound />;
  return (
    <Suspense fallback={null}>
      <PostArticle {...loaderData} post={loaderData.post} />
    </Suspense>
  );
}
