import { lazy } from "react";
import type { Route } from "./+types/pricing";
import { EnterpriseBlock } from "../components/sections/pricing/enterprise-block";
import { PricingFaq } from "../components/sections/pricing/pricing-faq";
import { BillingSwitch } from "../components/sections/pricing/billing-switch";
import { PlanCards } from "../components/sections/pricing/plan-cards";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { AfterHydration, StaticHtml } from "../components/ui/static-html";
import { plans, pricingCopy } from "../content/plans";
import { pricingFaqs } from "../content/pricing-faqs";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { faqPageJsonLd, productJsonLd } from "../lib/pricing-jsonld.server";
import { staticHtml } from "../lib/static-html.server";

/** The billing switch loads after hydration; until then the page shows its prerendered HTML. */
const Plans = lazy(() =>
  import("../components/sections/pricing/billing-switch").then((module) => ({
    default: module.BillingSwitch,
  })),
);

export function loader() {
  const { page, meta } = staticPage("/pricing", {
    jsonLd: [faqPageJsonLd(pricingFaqs), productJsonLd(plans)],
  });
  const billing = {
    labels: {
      monthly: pricingCopy.monthlyLabel,
      annual: pricingCopy.annualLabel,
      switch: pricingCopy.switchLabel,
      save: pricingCopy.saveNote,
    },
    cardsHtml: staticHtml(<PlanCards plans={plans} copy={pricingCopy} />),
  };
  return {
    meta,
    hero: staticHtml(<StaticPageHero page={page} />),
    billing,
    billingHtml: staticHtml(<BillingSwitch {...billing} />),
    rest: staticHtml(
      <>
        <EnterpriseBlock content={pricingCopy.enterpriseBlock} />
        <PricingFaq
          faqs={pricingFaqs}
          title={pricingCopy.faqTitle}
          description={pricingCopy.faqDescription}
        />
      </>,
    ),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

/** Static sections are build-time HTML; the billing switch is the only script. */
export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { hero, billing, billingHtml, rest } = loaderData;
  return (
    <>
      <StaticHtml className="contents" html={hero} />
      <AfterHydration fallback={<StaticHtml className="contents" html={billingHtml} />}>
        <Plans {...billing} />
      </AfterHydration>
      <StaticHtml className="contents" html={rest} />
    </>
  );
}
