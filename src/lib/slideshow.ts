/**
 * Brings a slideshow to life (components/sections/home/hero-slider.tsx: the WAI-ARIA APG
 * carousel), a plain script and no React: the page's HTML works without it, a scroll-snap strip
 * of slides and dots that are links to them. This script:
 * - advances to the next slide every `data-slideshow` ms, wrapping from the last to the first, by
 *   scrolling the strip (smoothly, unless motion is reduced); each slide reached gets the whole
 *   interval;
 * - takes the current slide from where the strip is scrolled, whenever a scroll ends: a swipe, a
 *   dot followed before this script arrived, or the page opened on `#slide-3`;
 * - marks the current slide's dot (`aria-current`) and hides the other slides from assistive
 *   technology, so that the strip (aria-live polite while it does not rotate) announces a slide a
 *   visitor moves to;
 * - pauses while the pointer is over the slideshow or focus is in it; the rotation control
 *   (pause/play, first in the carousel) stops or starts it for good. Under reduced motion it starts
 *   paused, until the visitor presses play.
 * A dot's click scrolls only the strip (the link's own jump would also scroll the window and
 * change the address).
 */
export function slideshow(region: HTMLElement): void {
  const strip = region.querySelector<HTMLElement>("[data-slideshow-strip]");
  const rotation = region.querySelector<HTMLButtonElement>("[data-slideshow-rotation]");
  if (!strip || !rotation) return;
  const slides = [...strip.children];
  const dots = [...region.querySelectorAll<HTMLAnchorElement>("a[href^='#']")];
  const interval = Number(region.dataset.slideshow);
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  /** The visitor's own choice from the rotation control; until then, rotate unless motion is reduced. */
  let chosen: boolean | undefined;
  let hovered = false;
  let focused = false;
  let index = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scrolledTo = () =>
    Math.min(slides.length - 1, Math.round(strip.scrollLeft / (strip.clientWidth || 1)));

  /** Marks slide `next` as the current one and gives it a whole interval. */
  const show = (next: number) => {
    index = next;
    slides.forEach((slide, i) => slide.setAttribute("aria-hidden", String(i !== next)));
    dots.forEach((dot, i) => dot.setAttribute("aria-current", String(i === next)));
    update();
  };

  /** Shows slide `next` and scrolls the strip to it. */
  const goTo = (next: number) => {
    show(next);
    strip.scrollTo({
      left: next * strip.clientWidth,
      behavior: reduced.matches ? "instant" : "smooth",
    });
  };

  /** Applies the rotation's state: the control's label and icon, the live region, the timer. */
  function update() {
    const playing = chosen ?? !reduced.matches;
    const rotating = playing && !hovered && !focused;
    region.dataset.playing = String(playing);
    rotation!.setAttribute(
      "aria-label",
      (playing ? region.dataset.pauseLabel : region.dataset.playLabel) ?? "",
    );
    strip!.setAttribute("aria-live", rotating ? "off" : "polite");
    clearTimeout(timer);
    if (rotating) timer = setTimeout(() => goTo((index + 1) % slides.length), interval);
  }

  rotation.addEventListener("click", () => {
    chosen = !(chosen ?? !reduced.matches);
    update();
  });
  dots.forEach((dot, i) =>
    dot.addEventListener("click", (event) => {
      event.preventDefault();
      goTo(i);
    }),
  );
  // Where a scroll of the strip settles is the current slide (a swipe, a keyboard scroll).
  strip.addEventListener("onscrollend" in window ? "scrollend" : "scroll", () => {
    if (scrolledTo() !== index) show(scrolledTo());
  });
  region.addEventListener("mouseenter", () => {
    hovered = true;
    update();
  });
  region.addEventListener("mouseleave", () => {
    hovered = false;
    update();
  });
  region.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  region.addEventListener("focusout", (event) => {
    focused = region.contains(event.relatedTarget as Node | null);
    update();
  });
  // The visitor may be there already: the script can arrive late.
  hovered = region.matches(":hover");
  focused = region.contains(document.activeElement);
  show(scrolledTo());
}

/** Starts every slideshow on the page (`[data-slideshow]`). */
export function startSlideshows(): void {
  for (const region of document.querySelectorAll<HTMLElement>("[data-slideshow]"))
    slideshow(region);
}
