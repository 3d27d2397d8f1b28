import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import type { Testimonial } from "../../../content/home";

const arrowButton =
  "grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The testimonials carousel, an island (embla): 1, 2 or 3 cards per view (small, medium, large
 * screens), loops, previous/next follow embla's canScrollPrev/canScrollNext, and Left/Right arrow
 * keys move it while focus is inside. Until it hydrates it is a static row with disabled buttons.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [can, setCan] = useState({ prev: false, next: false });

  // Subscribes to embla, an external system: its events tell which way it can still scroll.
  useEffect(() => {
    if (!embla) return;
    const update = () => setCan({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  return (
    // Arrow keys move the carousel while focus is anywhere inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") embla?.scrollPrev();
        else if (event.key === "ArrowRight") embla?.scrollNext();
        else return;
        event.preventDefault();
      }}
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
                    <span className="block font-semibold text-slate-900">{testimonial.author}</span>
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
          disabled={!can.prev}
          onClick={() => embla?.scrollPrev()}
          className={arrowButton}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          aria-label="Next testimonial"
          disabled={!can.next}
          onClick={() => embla?.scrollNext()}
          className={arrowButton}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
