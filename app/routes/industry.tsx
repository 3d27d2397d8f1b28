import { data } from "react-router";
import type { Route } from "./+types/industry";
import { CtaSection } from "../components/sections/cta-section";
import { IndustryHero } from "../components/sections/industry/industry-hero";
import { IndustryOfferings } from "../components/sections/industry/industry-offerings";
import { IndustryProof } from "../components/sections/industry/industry-proof";
import { IndustryUseCases } from "../components/sections/industry/industry-use-cases";
import { Reveal } from "../components/layout/reveal";
import { StaticHtml } from "../components/ui/static-html";
import { industries, industryOfferings, industryPageCopy as copy } from "../content/industries";
import { metaFromLoader } from "../lib/meta";
import { buildMeta } from "../lib/seo";
import { staticHtml } from "../lib/static-html.server";

export function loader({ params }: Route.LoaderArgs) {
  const industry = industries.find((entry) => entry.slug === params.slug);
  if (!industry) throw data(null, { status: 404 });
  const title = `AI Automation for ${industry.title}`;
  const breadcrumbs = [
    { name: "Solutions", path: "/solutions" },
    { name: industry.title, path: `/industries/${industry.slug}` },
  ];
  const offerings = industryOfferings.map((offering) => ({
    ...offering,
    text: industry.page.offerings[offering.key],
  }));
  return {
    hero: staticHtml(
      <IndustryHero
        title={title}
        highlight={industry.title}
        intro={industry.page.intro}
        image={`/images/industries/${industry.slug}.svg`}
        breadcrumbs={breadcrumbs}
      />,
    ),
    sections: [
      staticHtml(
        <IndustryOfferings
          title={copy.offeringsTitle}
          linkLabel={copy.linkLabel}
          offerings={offerings}
        />,
      ),
      staticHtml(<IndustryUseCases title={copy.useCasesTitle} useCases={industry.page.useCases} />),
      staticHtml(
        <IndustryProof title={copy.proofTitle} note={copy.proofNote} proof={industry.page.proof} />,
      ),
    ],
    cta: staticHtml(<CtaSection content={copy.cta(industry.title)} className="pb-24" />),
    meta: buildMeta({
      title,
      description: industry.page.intro,
      path: `/industries/${industry.slug}`,
      breadcrumbs,
    }),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml html={loaderData.hero} />
      {loaderData.sections.map((html) => (
        <Reveal key={html.slice(0, 80)} as="div" dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      <Reveal as="div" dangerouslySetInnerHTML={{ __html: loaderData.cta }} />
    </>
  );
}
