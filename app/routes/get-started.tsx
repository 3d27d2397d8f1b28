import type { Route } from "./+types/get-started";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return staticPage("/get-started");
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function GetStartedPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
