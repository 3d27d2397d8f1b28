import { lazy, Suspense } from "react";
import type { TestimonialsTrackProps } from "./testimonials-track";
import { Reveal } from "../../layout/reveal";
import { StaticHtml } from "../../ui/static-html";

// embla loads once the page is interactive; until then the same markup shows, prerendered.
const TestimonialsCarousel = lazy(() =>
  import("./testimonials-carousel").then((module) => ({ default: module.TestimonialsCarousel })),
);

/**
 * The testimonials section: its heading and the carousel, prerendered as a static row (build-time
 * HTML from home-sections.server.tsx) and then powered by the lazily loaded embla carousel.
 */
export function TestimonialsSection({
  section,
  testimonials,
  html,
}: Pick<TestimonialsTrackProps, "section" | "testimonials"> & { html: string }) {
  return (
    <Reveal
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
    >
      <Suspense fallback={<StaticHtml html={html} />}>
        <TestimonialsCarousel section={section} testimonials={testimonials} />
      </Suspense>
    </Reveal>
  );
}
