import type { Route } from "./+types/docs";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return staticPage("/docs");
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
