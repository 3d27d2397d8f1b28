import type { Route } from "./+types/partners";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return staticPage("/partners");
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function PartnersPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
