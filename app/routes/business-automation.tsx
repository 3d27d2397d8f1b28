import type { Route } from "./+types/business-automation";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return staticPage("/business-automation");
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function BusinessAutomationPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
