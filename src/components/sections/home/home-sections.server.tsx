import { brandLogoSrc } from "../../../content/brand-logos";
import { staticHtml } from "../../../lib/static-html.server";
import * as home from "../../../content/home";
import { homeIndustries } from "../../../content/industries";
import { CtaSection } from "../cta-section";
import { HeroIntro, type HeroIntroProps } from "./hero-intro";
import { SlideContent } from "./hero-slider";
import { IndustriesGrid } from "./industries-grid";
import { industryIconSvg } from "./industry-icons.server";
import { IntegrationsGrid } from "./integrations-grid";
import { OfferingSection } from "./offering-section";
import { StatisticsBand } from "./statistics-band";
import { TechnologiesGrid } from "./technologies-grid";
import { TestimonialsTrack } from "./testimonials-track";
import { TrustedBy } from "./trusted-by";

/**
 * The home page's loader data, built at build time. Only the hero slider and the testimonials
 * carousel are interactive; every other section is rendered here to HTML, so the page's
 * JavaScript stays within budget (DEVELOPERS.md) while the prerendered HTML has all content.
 */
export function homePageData(page: HeroIntroProps["page"]) {
  const industries = homeIndustries.map(({ slug, title, description, color, icon }) => ({
    slug,
    title,
    description,
    color,
    iconSvg: industryIconSvg(icon),
  }));
  const technologies = home.technologies.map(({ slug, name, category }) => ({
    name,
    category,
    logo: brandLogoSrc(slug),
  }));
  return {
    slides: home.hero.slides.map((slide) => staticHtml(<SlideContent slide={slide} />)),
    testimonialsSection: home.testimonialsSection,
    testimonials: home.testimonials,
    html: {
      heroIntro: staticHtml(
        <HeroIntro
          page={page}
          eyebrow={home.hero.eyebrow}
          primary={home.hero.primary}
          secondary={home.hero.secondary}
        />,
      ),
      sections: staticHtml(
        <>
          {home.offerings.map((offering, i) => (
            <OfferingSection key={offering.id} content={offering} reverse={i % 2 === 1} />
          ))}
          <IntegrationsGrid section={home.integrationsSection} tiles={home.integrationTiles} />
          <IndustriesGrid section={home.industriesSection} industries={industries} />
          <TrustedBy title={home.trustedBy.title} companies={home.trustedBy.companies} />
          <StatisticsBand
            title={home.statisticsSection.title}
            stats={home.statisticsSection.stats}
          />
          <TechnologiesGrid section={home.technologiesSection} technologies={technologies} />
        </>,
      ),
      testimonials: staticHtml(
        <TestimonialsTrack section={home.testimonialsSection} testimonials={home.testimonials} />,
      ),
      cta: staticHtml(<CtaSection content={home.closingCta} className="py-16 lg:py-24" />),
    },
  };
}
