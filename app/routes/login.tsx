import type { Route } from "./+types/login";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return staticPage("/login");
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
