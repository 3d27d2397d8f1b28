import type { Route } from "./+types/about";
import { AboutLeadership } from "../components/sections/about/about-leadership";
import { AboutMission } from "../components/sections/about/about-mission";
import { AboutStory } from "../components/sections/about/about-story";
import { AboutValues } from "../components/sections/about/about-values";
import { CtaSection } from "../components/sections/cta-section";
import { Reveal } from "../components/layout/reveal";
import { StaticHtml } from "../components/ui/static-html";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { aboutLinks, aboutMission, aboutStory, leadership } from "../content/team";
import { values } from "../content/values";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

export function loader() {
  const base = staticPage("/about");
  return {
    meta: base.meta,
    intro: staticHtml(
      <>
        <StaticPageHero page={base.page} />
        <AboutStory content={aboutStory} />
      </>,
    ),
    sections: [
      staticHtml(<AboutMission content={aboutMission} />),
      staticHtml(<AboutValues values={values} />),
      staticHtml(<AboutLeadership members={leadership} />),
    ],
    links: staticHtml(
      <CtaSection
        content={{
          title: aboutLinks.title,
          description: aboutLinks.description,
          primary: aboutLinks.careers,
          secondary: aboutLinks.contact,
        }}
        className="pb-24"
      />,
    ),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml html={loaderData.intro} />
      {loaderData.sections.map((html) => (
        <Reveal key={html.slice(0, 80)} as="div" dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      <Reveal as="div" dangerouslySetInnerHTML={{ __html: loaderData.links }} />
    </>
  );
}
