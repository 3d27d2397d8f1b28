import type { Route } from "./+types/get-started-form";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return staticPage("/get-started-form");
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function GetStartedFormPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageHero page={loaderData.page} />;
}
