import { lazy, Suspense } from "react";
import type { Route } from "./+types/blog";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { site } from "../content/site";
import { collectTags, loadPostSummaries } from "../lib/blog.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  const posts = loadPostSummaries();
  return {
    ...staticPage("/blog", { breadcrumbs: [{ name: "Blog", path: "/blog" }] }),
    posts,
    tags: collectTags(posts),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${site.name} Blog`,
    href: "/blog/rss.xml",
  },
];

/** Search, posts and tags: prerendered, their code loads after hydration (JavaScript budget). */
const loadBlogListing = () => import("../components/sections/blog/blog-listing");
const BlogListing = lazy(() =>
  loadBlogListing().then((module) => ({ default: module.BlogListing })),
);

/** On navigation, fetch the listing's code alongside its data so the page never shows blank. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  void loadBlogListing();
  return serverLoader();
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPageHero page={loaderData.page} />
      <Suspense fallback={null}>
        <BlogListing posts={loaderData.posts} tags={loaderData.tags} />
      </Suspense>
    </>
  );
}
