import type { Route } from "./+types/features";
import { CtaSection } from "../components/sections/cta-section";
import { ComparisonTable } from "../components/sections/features/comparison-table";
import { CoreCapabilities } from "../components/sections/features/core-capabilities";
import { FeatureCardGrid } from "../components/sections/features/feature-card-grid";
import { HeroWithActions } from "../components/sections/features/features-hero";
import { StaticHtml } from "../components/ui/static-html";
import { comparisonCopy, comparisonRows } from "../content/comparison";
import {
  advancedFeatures,
  advancedFeaturesHeading,
  coreCapabilities,
  coreCapabilitiesHeading,
  featuresCta,
  featuresHero,
} from "../content/feature-cards";
import { withIconSvg } from "../lib/icon-svg.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

export function loader() {
  const { page, meta } = staticPage("/features");
  const html = staticHtml(
    <>
      <HeroWithActions page={page} {...featuresHero} />
      <CoreCapabilities
        heading={coreCapabilitiesHeading}
        capabilities={withIconSvg(coreCapabilities)}
      />
      <FeatureCardGrid
        id="advanced-features"
        heading={advancedFeaturesHeading}
        cards={withIconSvg(advancedFeatures)}
      />
      <ComparisonTable rows={comparisonRows} copy={comparisonCopy} />
      <CtaSection content={featuresCta} className="pb-24" />
    </>,
  );
  return { meta, html };
}

export const meta: Route.MetaFunction = metaFromLoader;

/** Every section is static: rendered to HTML at build time. */
export default function FeaturesPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml className="contents" html={loaderData.html} />;
}
