import type { Route } from "./+types/facebook-automation";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return staticPage("/facebook-automation");
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function FacebookAutomationPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
