import type { Route } from "./+types/enterprise";
import { CtaSection } from "../components/sections/cta-section";
import { EnterprisePillars } from "../components/sections/enterprise/enterprise-pillars";
import { EnterpriseUseCases } from "../components/sections/enterprise/enterprise-use-cases";
import { HeroWithActions } from "../components/sections/features/features-hero";
import { StaticHtml } from "../components/ui/static-html";
import {
  enterpriseCta,
  enterpriseHero,
  enterprisePillars,
  enterprisePillarsHeading,
  enterpriseUseCases,
  enterpriseUseCasesHeading,
} from "../content/enterprise";
import { withIconSvg } from "../lib/icon-svg.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

export function loader() {
  const { page, meta } = staticPage("/enterprise");
  const html = staticHtml(
    <>
      <HeroWithActions page={page} {...enterpriseHero} />
      <EnterprisePillars
        heading={enterprisePillarsHeading}
        pillars={withIconSvg(enterprisePillars)}
      />
      <EnterpriseUseCases heading={enterpriseUseCasesHeading} useCases={enterpriseUseCases} />
      <CtaSection content={enterpriseCta} className="py-24" />
    </>,
  );
  return { meta, html };
}

export const meta: Route.MetaFunction = metaFromLoader;

/** Every section is static: rendered to HTML at build time. */
export default function EnterprisePage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml className="contents" html={loaderData.html} />;
}
