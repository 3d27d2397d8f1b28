import type { KeyboardEventHandler, Ref } from "react";
import type { Testimonial } from "../../../content/home";

export interface TestimonialsHeading {
  title: string;
  description: string;
}

export interface TestimonialsTrackProps {
  section: TestimonialsHeading;
  testimonials: Testimonial[];
  viewportRef?: Ref<HTMLDivElement>;
  canPrev?: boolean;
  canNext?: boolean;
  onPrev?: () => void;
  onNext?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
}

const arrowButton =
  "grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The testimonials section's content: heading, then the carousel of 1, 2 or 3 cards per view
 * (small, medium, large screens) with previous/next buttons. Static (buttons disabled) until the
 * embla-powered version loads.
 */
export function TestimonialsTrack({
  section,
  testimonials,
  viewportRef,
  canPrev = false,
  canNext = false,
  onPrev,
  onNext,
  onKeyDown,
}: TestimonialsTrackProps) {
  return (
    <>
      <h2
        id="testimonials-title"
        className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
      >
        {section.title}
      </h2>
      <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-600">
        {section.description}
      </p>
      {/* Arrow keys move the carousel while focus is anywhere inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Testimonials"
        onKeyDown={onKeyDown}
        className="mt-12"
      >
        <div ref={viewportRef} className="overflow-hidden">
          <div className="-ml-6 flex">
            {testimonials.map((testimonial, i) => (
              <div
                key={testimonial.author}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${testimonials.length}`}
                className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
              >
                <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <blockquote className="flex-1 leading-relaxed text-slate-700">
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
                      <span className="block font-semibold text-slate-900">
                        {testimonial.author}
                      </span>
                      <span className="block text-slate-600">
                        {testimonial.role}, {testimonial.company}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-8 flex justify-center gap-3">
          <button
            type="button"
            aria-label="Previous testimonial"
            disabled={!canPrev}
            onClick={onPrev}
            className={arrowButton}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            aria-label="Next testimonial"
            disabled={!canNext}
            onClick={onNext}
            className={arrowButton}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
    </>
  );
}
