import { lazy } from "react";
import type { Route } from "./+types/resources";
import { ResourceLists } from "../components/sections/resources/resource-cards";
import { ResourcesBrowser } from "../components/sections/resources/resources-browser";
import { ResourcesSupport } from "../components/sections/resources/resources-support";
import { AfterHydration, StaticHtml } from "../components/ui/static-html";
import { StaticPageHero } from "../components/sections/static-page-hero";
import {
  popularResources,
  resourceCategories,
  resourceListsCopy,
  resourcesSearchCopy,
  resourcesSupport,
} from "../content/resources";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

/** The search loads after hydration; until then the page shows its prerendered HTML. */
const Search = lazy(() =>
  import("../components/sections/resources/resources-browser").then((module) => ({
    default: module.ResourcesBrowser,
  })),
);

export function loader() {
  const base = staticPage("/resources");
  return {
    meta: base.meta,
    hero: staticHtml(<StaticPageHero page={base.page} />),
    search: resourcesSearchCopy,
    searchHtml: staticHtml(<ResourcesBrowser copy={resourcesSearchCopy} />),
    lists: staticHtml(
      <ResourceLists
        categories={resourceCategories}
        popular={popularResources}
        copy={resourceListsCopy}
      />,
    ),
    support: staticHtml(<ResourcesSupport content={resourcesSupport} />),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

/** Only the search is interactive; the hero, the lists and the support block are build-time HTML. */
export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml html={loaderData.hero} />
      <AfterHydration fallback={<StaticHtml html={loaderData.searchHtml} />}>
        <Search copy={loaderData.search} />
      </AfterHydration>
      <StaticHtml html={loaderData.lists} />
      <StaticHtml html={loaderData.support} />
    </>
  );
}
