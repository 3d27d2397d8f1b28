import { lazy } from "react";
import type { Route } from "./+types/facebook-demo";
import { CtaSection } from "../components/sections/cta-section";
import { SocialDemo } from "../components/sections/demo/social-demo";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { AfterHydration, StaticHtml } from "../components/ui/static-html";
import {
  socialDemoCopy,
  socialDemoExample,
  socialDemoTemplates,
  tones,
} from "../content/social-demo";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { generateSocialDemo } from "../lib/social-demo";
import { staticHtml } from "../lib/static-html.server";

/** The demo form loads after hydration; until then the page shows its prerendered HTML. */
const Demo = lazy(() =>
  import("../components/sections/demo/social-demo").then((module) => ({
    default: module.SocialDemo,
  })),
);

export function loader() {
  const { page, meta } = staticPage("/facebook-demo");
  const demo = {
    copy: socialDemoCopy,
    tones,
    example: generateSocialDemo(socialDemoExample, socialDemoTemplates, new Date()),
  };
  return {
    meta,
    hero: staticHtml(<StaticPageHero page={page} eyebrow={socialDemoCopy.badge} />),
    demo,
    demoHtml: staticHtml(<SocialDemo {...demo} />),
    cta: staticHtml(<CtaSection content={socialDemoCopy.cta} className="pb-24" />),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function FacebookDemoPage({ loaderData }: Route.ComponentProps) {
  const { hero, demo, demoHtml, cta } = loaderData;
  return (
    <>
      <StaticHtml className="contents" html={hero} />
      <AfterHydration fallback={<StaticHtml className="contents" html={demoHtml} />}>
        <Demo {...demo} />
      </AfterHydration>
      <StaticHtml className="contents" html={cta} />
    </>
  );
}
