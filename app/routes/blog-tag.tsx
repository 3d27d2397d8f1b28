import { data } from "react-router";
import type { Route } from "./+types/blog-tag";
import { PageHero } from "../components/sections/page-hero";
import { collectTags, loadPostSummaries } from "../lib/blog.server";
import { metaFromLoader } from "../lib/meta";
import { buildMeta } from "../lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const posts = loadPostSummaries();
  const tag = collectTags(posts).find((entry) => entry.slug === params.tag);
  if (!tag) throw data(null, { status: 404 });
  return {
    tag,
    posts: posts.filter((post) => post.tags.includes(tag.name)),
    meta: buildMeta({
      title: `Articles tagged ${tag.name}`,
      description: `Every Automatica blog article about ${tag.name}.`,
      path: `/blog/tag/${tag.slug}`,
    }),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageHero
      title={`Articles tagged ${loaderData.tag.name}`}
      highlight={loaderData.tag.name}
      description={`${loaderData.posts.length} article(s)`}
    />
  );
}
