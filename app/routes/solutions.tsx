import type { Route } from "./+types/solutions";
import { CtaSection } from "../components/sections/cta-section";
import { CustomerServiceSolution } from "../components/sections/solutions/customer-service-solution";
import { IndustrySolutionGrid } from "../components/sections/solutions/industry-solution-grid";
import { Reveal } from "../components/layout/reveal";
import { StaticHtml } from "../components/ui/static-html";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { customerServiceSolution, industrySolutions, otherIndustry } from "../content/solutions";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

export function loader() {
  const base = staticPage("/solutions");
  return {
    meta: base.meta,
    intro: staticHtml(
      <>
        <StaticPageHero page={base.page} />
        <CustomerServiceSolution content={customerServiceSolution} />
      </>,
    ),
    solutions: staticHtml(<IndustrySolutionGrid solutions={industrySolutions} />),
    other: staticHtml(
      <CtaSection
        content={{
          title: otherIndustry.title,
          description: otherIndustry.description,
          primary: otherIndustry.cta,
        }}
        className="pb-24"
      />,
    ),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function SolutionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml html={loaderData.intro} />
      <Reveal as="div" dangerouslySetInnerHTML={{ __html: loaderData.solutions }} />
      <Reveal as="div" dangerouslySetInnerHTML={{ __html: loaderData.other }} />
    </>
  );
}
