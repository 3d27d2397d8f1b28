import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/integrations";
import { CtaSection } from "../components/sections/cta-section";
import { lazy } from "react";
import { IntegrationsCatalogue } from "../components/sections/integrations/integrations-catalogue";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { AfterHydration, StaticHtml } from "../components/ui/static-html";
import { brandLogoSrc } from "../content/brand-logos";
import { integrationCategories, integrations, integrationsCopy } from "../content/integrations";
import { usedCategories } from "../lib/filter-integrations";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

/** The search and filters load after hydration; until then the page shows their prerendered HTML. */
const Catalogue = lazy(() =>
  import("../components/sections/integrations/integrations-catalogue").then((module) => ({
    default: module.IntegrationsCatalogue,
  })),
);

export function loader() {
  const { page, meta } = staticPage("/integrations");
  const catalogue = {
    integrations: integrations.map((entry) => ({ ...entry, logo: brandLogoSrc(entry.slug) })),
    categories: usedCategories(integrationCategories, integrations),
    copy: integrationsCopy,
  };
  return {
    meta,
    hero: staticHtml(<StaticPageHero page={page} />),
    catalogue,
    catalogueHtml: staticHtml(<IntegrationsCatalogue {...catalogue} />),
    cta: staticHtml(<CtaSection content={integrationsCopy.cta} className="pb-24" />),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

/** The filter lives in the query string: changing it must not refetch the page data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function IntegrationsPage({ loaderData }: Route.ComponentProps) {
  const { hero, catalogue, catalogueHtml, cta } = loaderData;
  return (
    <>
      <StaticHtml className="contents" html={hero} />
      <AfterHydration fallback={<StaticHtml className="contents" html={catalogueHtml} />}>
        <Catalogue {...catalogue} />
      </AfterHydration>
      <StaticHtml className="contents" html={cta} />
    </>
  );
}
