import type { Faq } from "../content/pricing-faqs";
import type { Plan } from "../content/plans";
import { absoluteUrl, site } from "../shared/site";
import type { JsonLd } from "./seo";
import { annualTotal } from "../shared/pricing";

/** FAQPage structured data for a list of questions. */
export function faqPageJsonLd(faqs: Faq[]): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** The product with one Offer per plan (and per billing period where the price differs). */
export function productJsonLd(plans: Plan[]): JsonLd {
  const url = absoluteUrl("/pricing");
  const offers = plans.flatMap((plan): JsonLd[] => {
    const base = { "@type": "Offer", url, priceCurrency: "USD", description: plan.description };
    if (!plan.price) return [{ ...base, name: `${plan.name} (custom pricing)` }];
    if (plan.price.monthly === 0) return [{ ...base, name: plan.name, price: "0" }];
    return [
      {
        ...base,
        name: `${plan.name}, billed monthly`,
        price: String(plan.price.monthly),
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: plan.price.monthly,
          priceCurrency: "USD",
          unitCode: "MON",
        },
      },
      {
        ...base,
        name: `${plan.name}, billed annually`,
        price: String(annualTotal(plan.price.monthly)),
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: annualTotal(plan.price.monthly),
          priceCurrency: "USD",
          unitCode: "ANN",
        },
      },
    ];
  });
  return {
    "@type": "Product",
    name: site.name,
    alternateName: site.alternateName,
    description: site.tagline,
    brand: { "@type": "Brand", name: site.name },
    offers,
  };
}
