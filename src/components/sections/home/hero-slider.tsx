import type { Slide, SliderLabels } from "../../../content/home";
import { fill } from "../../../shared/fill";
import { Icon } from "../../ui/icon";

/** Time each slide stays on screen before the next one (SPEC section 9). */
export const SLIDE_INTERVAL_MS = 3000;

/**
 * The hero's slideshow (the WAI-ARIA APG carousel): static HTML that a small plain script brings
 * to life (lib/slideshow.ts, loaded by pages/index.astro), no React. The slides are a native
 * scroll-snap strip and the dots are links to them (`#slide-N`), so without JavaScript, or before
 * it arrives, every slide is reached by scrolling or by a dot. The script rotates it every 3 s,
 * wrapping around; shows which slide is current; pauses while hovered or focused; and runs the
 * rotation control, which comes first. Under reduced motion it starts paused.
 */
export function HeroSlider({ slides, labels }: { slides: Slide[]; labels: SliderLabels }) {
  const numbered = (template: string, i: number) =>
    fill(template, { n: i + 1, total: slides.length });

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={labels.name}
      data-slideshow={SLIDE_INTERVAL_MS}
      data-pause-label={labels.pause}
      data-play-label={labels.play}
      // min-w-0: as a grid item it would otherwise be as wide as its strip's four slides side by side.
      className="group relative min-w-0 rounded-3xl bg-gradient-to-br from-brand-700 to-violet-800 p-8 text-white"
    >
      {/* The rotation control, first in the carousel (APG); it needs the script, so it hides without. */}
      <button
        type="button"
        data-slideshow-rotation=""
        aria-label={labels.pause}
        className="absolute right-4 top-4 size-10 rounded-full border border-white/60 focus-visible:outline-white noscript:hidden"
      >
        <Icon
          name="pause"
          className="mx-auto size-5 fill-current stroke-0 group-data-[playing=false]:hidden"
        />
        <Icon
          name="play"
          className="mx-auto hidden size-5 fill-current stroke-0 group-data-[playing=false]:block"
        />
      </button>
      {/* Live (polite) while it does not rotate; the script turns it off while it rotates. It takes
          focus, so that the arrow keys scroll it (a keyboard can reach every slide without the dots). */}
      <div
        data-slideshow-strip=""
        aria-live="polite"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-lg [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white motion-safe:scroll-smooth"
      >
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            id={`slide-${i + 1}`}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={numbered(labels.slideName, i)}
            className="w-full shrink-0 snap-start snap-always"
          >
            <p className="pr-12 text-2xl font-bold sm:text-3xl">{slide.title}</p>
            <p className="mt-4 leading-relaxed text-brand-50">{slide.description}</p>
          </div>
        ))}
      </div>
      {/* The current dot: aria-current, which the script sets; without scripting, the browser marks
          the link whose slide is in view (scroll-target-group, app.css). */}
      <div className="slideshow-dots mt-8 flex items-center gap-2">
        {slides.map((_, i) => (
          <a
            key={i}
            href={`#slide-${i + 1}`}
            // The border paints the 24 px target in the band's colour around an 8 px dot.
            className="size-6 rounded-full border-8 border-transparent bg-white/50 bg-clip-content focus-visible:outline-white"
          >
            <span className="sr-only">{numbered(labels.show, i)}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
