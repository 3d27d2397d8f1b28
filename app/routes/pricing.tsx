import type { Route } from "./+types/pricing";
import { EnterpriseBlock } from "../components/sections/pricing/enterprise-block";
import { PricingFaq } from "../components/sections/pricing/pricing-faq";
import { BillingSwitch } from "../components/sections/pricing/billing-switch";
import { PlanCards } from "../components/sections/pricing/plan-cards";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { StaticHtml } from "../components/ui/static-html";
import { plans, pricingCopy } from "../content/plans";
import { pricingFaqs } from "../content/pricing-faqs";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { faqPageJsonLd, productJsonLd } from "../lib/pricing-jsonld.server";
import { renderStatic } from "../lib/static-html.server";

export function loader() {
  const { page, meta } = staticPage("/pricing", {
    jsonLd: [faqPageJsonLd(pricingFaqs), productJsonLd(plans)],
  });
  return {
    meta,
    hero: renderStatic(<StaticPageHero page={page} />),
    labels: {
      monthly: pricingCopy.monthlyLabel,
      annual: pricingCopy.annualLabel,
      switch: pricingCopy.switchLabel,
      save: pricingCopy.saveNote,
    },
    cardsHtml: renderStatic(<PlanCards plans={plans} copy={pricingCopy} />),
    rest: renderStatic(
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

/** Static sections are build-time HTML; the billing switch and plan cards are the only script. */
export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { hero, labels, cardsHtml, rest } = loaderData;
  return (
    <>
      <StaticHtml html={hero} />
      <BillingSwitch labels={labels} cardsHtml={cardsHtml} />
      <StaticHtml html={rest} />
    </>
  );
}
