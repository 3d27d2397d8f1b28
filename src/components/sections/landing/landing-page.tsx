import type { Landing } from "../../../content/landings";
import type { PageInfo } from "../../../content/pages";
import type { IconCard } from "../features/feature-card-grid";
import { CtaSection } from "../cta-section";
import { FeatureCardGrid } from "../features/feature-card-grid";
import { HeroWithActions } from "../features/features-hero";
import { LandingSteps } from "./landing-steps";

/** The shared layout of the product landings (/chatbot, /business-automation, /facebook-automation). */
interface LandingPageProps {
  page: Pick<PageInfo, "title" | "highlight" | "description">;
  landing: Omit<Landing, "benefits" | "how"> & {
    benefits: Omit<Landing["benefits"], "cards"> & { cards: IconCard[] };
    how: Omit<Landing["how"], "steps"> & { steps: IconCard[] };
  };
}

export function LandingPage({ page, landing }: LandingPageProps) {
  const { benefits, how } = landing;
  return (
    <>
      <HeroWithActions page={page} eyebrow={landing.eyebrow} {...landing.hero} />
      <FeatureCardGrid
        id="benefits"
        heading={{
          title: benefits.title,
          highlight: benefits.highlight,
          description: benefits.description,
        }}
        cards={benefits.cards}
        className="pt-8"
      />
      <LandingSteps {...how} />
      <CtaSection content={landing.cta} className="py-24" />
    </>
  );
}
