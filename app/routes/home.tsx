import type { Route } from "./+types/home";
import { homePageData } from "../components/sections/home/home-sections.server";
import { HeroSlider } from "../components/sections/home/hero-slider";
import { StaticHtml } from "../components/ui/static-html";
import { TestimonialsSection } from "../components/sections/home/testimonials-section";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  const { page, meta } = staticPage("/");
  return { meta, ...homePageData(page) };
}

export const meta: Route.MetaFunction = metaFromLoader;

/**
 * Home: hero with slider; chatbot, business automation and social page sections; integrations;
 * industries; trusted-by; statistics; technologies (all build-time HTML); testimonials; closing CTA.
 */
export default function HomePage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      {/* The hero: its text (with the h1, the LCP element) is build-time HTML, shown at once. */}
      <section
        aria-labelledby="home-title"
        className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-32 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-40"
      >
        <StaticHtml html={data.html.heroIntro} />
        <HeroSlider slides={data.slides} />
      </section>
      <StaticHtml html={data.html.sections} />
      <TestimonialsSection
        section={data.testimonialsSection}
        testimonials={data.testimonials}
        html={data.html.testimonials}
      />
      <StaticHtml html={data.html.cta} />
    </>
  );
}
