import type { Route } from "./+types/blog";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { loadPostSummaries } from "../lib/blog.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return { ...staticPage("/blog"), posts: loadPostSummaries() };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
