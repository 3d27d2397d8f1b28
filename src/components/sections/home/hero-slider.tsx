import type { Slide, SliderLabels } from "../../../content/home";
import { usePrefersReducedMotion } from "../../../hooks/use-prefers-reduced-motion";
import { useSlider } from "../../../hooks/use-slider";
import { Icon } from "../../ui/icon";

/** Time each slide stays on screen before the next one (SPEC section 9). */
export const SLIDE_INTERVAL_MS = 3000;

/**
 * The hero's slideshow (WAI carousel pattern), an island: rotates every 3 s and wraps, pauses while
 * hovered or focused, has a pause/play button and a dot per slide; starts paused under reduced
 * motion. Slides crossfade with opacity only. The build-time HTML shows the first slide.
 */
export function HeroSlider({ slides, labels }: { slides: Slide[]; labels: SliderLabels }) {
  const slider = useSlider(slides.length, {
    interval: SLIDE_INTERVAL_MS,
    startPaused: usePrefersReducedMotion(),
  });
  const numbered = (template: string, i: number) =>
    template.replace("{n}", String(i + 1)).replace("{total}", String(slides.length));

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={labels.name}
      className="rounded-3xl bg-gradient-to-br from-brand-700 to-violet-800 p-8 text-white"
      {...slider.handlers}
    >
      <div className="grid" aria-live={slider.rotating ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={numbered(labels.slideName, i)}
            aria-hidden={i !== slider.index}
            className={`[grid-area:1/1] transition-opacity ${i === slider.index ? "" : "opacity-0"}`}
          >
            <p className="text-2xl font-bold sm:text-3xl">{slide.title}</p>
            <p className="mt-4 leading-relaxed text-brand-50">{slide.description}</p>
          </div>
        ))}
      </div>
      {/* Without scripting the first slide shows and the controls, which could do nothing, hide. */}
      <div className="mt-8 flex items-center gap-2 noscript:hidden [&>*]:rounded-full [&>*]:focus-visible:outline-white">
        <button
          type="button"
          onClick={slider.toggle}
          aria-label={slider.playing ? labels.pause : labels.play}
          className="size-10 border border-white/60"
        >
          <Icon
            name={slider.playing ? "pause" : "play"}
            className="mx-auto size-5 fill-current stroke-0"
          />
        </button>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => slider.goTo(i)}
            aria-label={numbered(labels.show, i)}
            aria-current={i === slider.index}
            // The border paints the 24 px target in the band's colour around an 8 px dot.
            className="size-6 border-8 border-transparent bg-white/50 bg-clip-content aria-[current=true]:bg-white"
          />
        ))}
      </div>
    </div>
  );
}
