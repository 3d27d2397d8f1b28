import type { Route } from "./+types/facebook-demo";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return staticPage("/facebook-demo");
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function FacebookDemoPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
