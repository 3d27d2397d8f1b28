import { lazy, Suspense } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-tag";
import { PageHero } from "../components/sections/page-hero";
import { buttonVariants } from "../components/ui/button";
import { site } from "../content/site";
import { collectTags, loadPostSummaries } from "../lib/blog.server";
import { metaFromLoader } from "../lib/meta";
import { buildMeta } from "../lib/seo";

/** Build time: one page per tag in use (the prerender list comes from collectTags). */
export function loader({ params }: Route.LoaderArgs) {
  const posts = loadPostSummaries();
  const tags = collectTags(posts);
  const tag = tags.find((entry) => entry.slug === params.tag);
  if (!tag) throw data(null, { status: 404 });
  const tagged = posts.filter((post) => post.tags.includes(tag.name));
  const count = `${tagged.length} ${tagged.length === 1 ? "article" : "articles"}`;
  const path = `/blog/tag/${tag.slug}`;
  return {
    tag,
    tags,
    posts: tagged,
    description: `${count} on ${tag.name}: practical advice from the ${site.name} team on putting AI and automation to work.`,
    meta: buildMeta({
      title: `Articles tagged ${tag.name}`,
      description: `${count} from the ${site.name} blog about ${tag.name}: ${tagged.map((post) => post.title).join("; ")}.`,
      path,
      breadcrumbs: [
        { name: "Blog", path: "/blog" },
        { name: tag.name, path },
      ],
    }),
  };
}

/** Cards and tags: prerendered, their code loads after hydration (JavaScript budget). */
const loadTaggedPosts = () => import("../components/sections/blog/tagged-posts");
const TaggedPosts = lazy(() =>
  loadTaggedPosts().then((module) => ({ default: module.TaggedPosts })),
);

/** In the browser: a tag that was never prerendered has no data file, so it is a not-found. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  void loadTaggedPosts();
  try {
    return await serverLoader();
  } catch {
    throw data(null, { status: 404 });
  }
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  const { tag, tags, posts, description } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Blog tag"
        title={`Articles tagged ${tag.name}`}
        highlight={tag.name}
        description={description}
      >
        <Link to="/blog" className={buttonVariants({ variant: "outline" })}>
          Back to Blog
        </Link>
      </PageHero>
      <Suspense fallback={null}>
        <TaggedPosts posts={posts} tags={tags} current={tag.slug} />
      </Suspense>
    </>
  );
}
