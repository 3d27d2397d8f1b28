import { LandingPage } from "../components/sections/landing/landing-page";
import type { Landing } from "../content/landings";
import { withIconSvg } from "./icon-svg.server";
import { staticPage } from "./page-data.server";
import { staticHtml } from "./static-html.server";

/** Loader data of a product landing: meta tags and the whole page rendered to HTML at build time. */
export function landingData(landing: Landing) {
  const { page, meta } = staticPage(landing.path);
  const html = staticHtml(
    <LandingPage
      page={page}
      landing={{
        ...landing,
        benefits: { ...landing.benefits, cards: withIconSvg(landing.benefits.cards) },
        how: { ...landing.how, steps: withIconSvg(landing.how.steps) },
      }}
    />,
  );
  return { meta, html };
}
