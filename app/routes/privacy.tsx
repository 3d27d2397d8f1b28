import type { Route } from "./+types/privacy";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return staticPage("/privacy");
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
