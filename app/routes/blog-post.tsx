import { Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { buttonVariants } from "../components/ui/button";
import { loadPost } from "../lib/blog.server";
import { metaFromLoader } from "../lib/meta";
import { buildMeta, formatTitle } from "../lib/seo";

/** Runs at build time for every prerendered post (and for /blog/404, the not-found view). */
export async function loader({ params }: Route.LoaderArgs) {
  const post = await loadPost(params.slug);
  const meta = post
    ? buildMeta({
        title: post.title,
        description: post.excerpt,
        path: `/blog/${post.slug}`,
        type: "article",
        image: post.cover,
      })
    : notFoundMeta;
  return { post, meta };
}

const notFoundMeta = buildMeta({
  title: "Post not found",
  description: "The post you're looking for doesn't exist or has been removed.",
  path: "/blog/404",
  noindex: true,
});

/** In the browser: a slug that was never prerendered has no data file, so it is a not-found. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return {
      post: null,
      meta: [{ title: formatTitle("Post not found") }, { name: "robots", content: "noindex" }],
    };
  }
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <section className="mx-auto max-w-2xl px-4 pb-16 pt-40 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Post not found
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          The post you're looking for doesn't exist or has been removed.
        </p>
        <Link
          to="/blog"
          className={buttonVariants({ variant: "gradient", size: "lg", className: "mt-8" })}
        >
          Back to Blog
        </Link>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-32">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{post.title}</h1>
      <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}
