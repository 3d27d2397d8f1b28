import type { Route } from "./+types/resources";
import {
  PopularResourceCard,
  ResourceCategoryCard,
} from "../components/sections/resources/resource-cards";
import { ResourcesBrowser } from "../components/sections/resources/resources-browser";
import { ResourcesSupport } from "../components/sections/resources/resources-support";
import { StaticHtml } from "../components/ui/static-html";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { popularResources, resourceCategories, resourcesSupport } from "../content/resources";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

export function loader() {
  const base = staticPage("/resources");
  return {
    meta: base.meta,
    hero: staticHtml(<StaticPageHero page={base.page} />),
    categories: resourceCategories.map((category) => ({
      title: category.title,
      description: category.description,
      html: staticHtml(<ResourceCategoryCard category={category} />),
    })),
    popular: popularResources.map((resource) => ({
      title: resource.title,
      description: resource.description,
      html: staticHtml(<PopularResourceCard resource={resource} />),
    })),
    support: staticHtml(<ResourcesSupport content={resourcesSupport} />),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml html={loaderData.hero} />
      <ResourcesBrowser categories={loaderData.categories} popular={loaderData.popular} />
      <StaticHtml html={loaderData.support} />
    </>
  );
}
