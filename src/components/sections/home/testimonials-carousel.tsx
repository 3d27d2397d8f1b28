import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { TestimonialsTrack, type TestimonialsTrackProps } from "./testimonials-track";

/**
 * The embla-powered testimonials carousel (loaded lazily): loops, previous/next follow embla's
 * canScrollPrev/canScrollNext, and Left/Right arrow keys move it while focus is inside.
 */
export function TestimonialsCarousel({
  section,
  testimonials,
}: Pick<TestimonialsTrackProps, "section" | "testimonials">) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const [can, setCan] = useState({ prev: false, next: false });

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
    <TestimonialsTrack
      section={section}
      testimonials={testimonials}
      viewportRef={viewportRef}
      canPrev={can.prev}
      canNext={can.next}
      onPrev={() => embla?.scrollPrev()}
      onNext={() => embla?.scrollNext()}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") embla?.scrollPrev();
        else if (event.key === "ArrowRight") embla?.scrollNext();
        else return;
        event.preventDefault();
      }}
    />
  );
}
