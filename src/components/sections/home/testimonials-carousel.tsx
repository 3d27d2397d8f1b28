import { useCallback, useRef, useState } from "react";
import type { Testimonial, testimonialsCarouselLabels } from "../../../content/home";
import { Icon } from "../../ui/icon";
import { Card } from "../../ui/card";
import { illustrativeMark } from "../../../lib/illustrative";

const arrowButton =
  "grid size-11 place-items-center rounded-full border border-line-strong bg-surface text-ink shadow-sm hover:bg-sunken disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The testimonials carousel, an island: a CSS scroll-snap row of 1, 2 or 3 cards per view (small,
 * medium, large screens) that scrolls and swipes without JavaScript. Once it runs, previous/next
 * (disabled while the row does not overflow) and Left/Right arrow keys move it one card, looping
 * from the last card to the first and back; the native scrollbar is hidden then, the buttons replace it.
 */
export function TestimonialsCarousel({
  testimonials,
  labels,
}: {
  testimonials: Testimonial[];
  labels: typeof testimonialsCarouselLabels;
}) {
  const track = useRef<HTMLDivElement | null>(null);
  // Unknown (undefined) until measured: the build-time buttons are enabled, so that a visitor's
  // first press on one hydrates the island (client:interaction) and moves the row.
  const [scrollable, setScrollable] = useState<boolean>();

  // Measures whether the row overflows now and whenever the window resizes.
  const trackRef = useCallback((element: HTMLDivElement) => {
    track.current = element;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth + 1);
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);

  /** Scrolls one card forward (1) or back (-1), wrapping around at either end. */
  const move = (direction: 1 | -1) => {
    const row = track.current;
    const [first, second] = (row?.children ?? []) as HTMLCollectionOf<HTMLElement>;
    if (!row || !first || !second || row.scrollWidth <= row.clientWidth + 1) return;
    const step = second.offsetLeft - first.offsetLeft;
    const end = row.scrollWidth - row.clientWidth;
    const left =
      direction === 1 && row.scrollLeft >= end - 1
        ? 0
        : direction === -1 && row.scrollLeft <= 1
          ? end
          : (Math.round(row.scrollLeft / step) + direction) * step;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    row.scrollTo({ left, behavior: reduce ? "auto" : "smooth" });
  };

  return (
    // Arrow keys move the carousel while focus is anywhere inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") move(-1);
        else if (event.key === "ArrowRight") move(1);
        else return;
        event.preventDefault();
      }}
      className="mt-12"
    >
      {/* Focusable so that keyboards can scroll it before (or without) the script. */}
      <div
        ref={trackRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={`flex snap-x snap-mandatory gap-6 overflow-x-auto py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          scrollable === true ? "[scrollbar-width:none] [&::-webkit-scrollbar]:hidden" : ""
        }`}
      >
        {testimonials.map((testimonial, i) => (
          <div
            key={testimonial.author}
            {...illustrativeMark(testimonial)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${testimonials.length}`}
            className="min-w-0 shrink-0 grow-0 basis-full snap-start md:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)]"
          >
            <Card as="figure" tone="solid" className="flex h-full flex-col">
              <blockquote className="flex-1 leading-relaxed text-ink-soft">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <img
                  src={testimonial.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="rounded-full"
                />
                <span className="text-sm">
                  <span className="block font-semibold text-ink">{testimonial.author}</span>
                  <span className="block text-ink-muted">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </Card>
          </div>
        ))}
      </div>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          aria-label={labels.previous}
          disabled={scrollable === false}
          onClick={() => move(-1)}
          className={arrowButton}
        >
          <Icon name="arrow-left" className="size-3.5 stroke-[2.5]" />
        </button>
        <button
          type="button"
          aria-label={labels.next}
          disabled={scrollable === false}
          onClick={() => move(1)}
          className={arrowButton}
        >
          <Icon name="arrow-right" className="size-3.5 stroke-[2.5]" />
        </button>
      </div>
    </div>
  );
}
