import type { Route } from "./+types/checkout-demo";
import { CtaSection } from "../components/sections/cta-section";
import { DemoCompanyGrid } from "../components/sections/demo/demo-company-grid";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { StaticHtml } from "../components/ui/static-html";
import { demoCompanies, demoCompaniesCopy } from "../content/demo-companies";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

export function loader() {
  const { page, meta } = staticPage("/checkout-demo");
  const html = staticHtml(
    <>
      <StaticPageHero page={page} eyebrow={demoCompaniesCopy.eyebrow} />
      <DemoCompanyGrid
        companies={demoCompanies}
        visitLabel={demoCompaniesCopy.visitLabel}
        note={demoCompaniesCopy.note}
      />
      <CtaSection content={demoCompaniesCopy.cta} className="pb-24" />
    </>,
  );
  return { meta, html };
}

export const meta: Route.MetaFunction = metaFromLoader;

/** Every section is static: rendered to HTML at build time. */
export default function CheckoutDemoPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml className="contents" html={loaderData.html} />;
}
