// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { slideshow } from "./slideshow";

const WIDTH = 500;

/**
 * A slideshow as components/sections/home/hero-slider.tsx writes it, four slides, in a jsdom that
 * scrolls: the strip's `scrollLeft` follows `scrollTo` and a scroll ends at once (`scrollend`).
 */
function page({ reducedMotion = false } = {}) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion,
  }));
  document.body.innerHTML = `
    <div role="region" aria-roledescription="carousel" aria-label="Highlights" data-slideshow="3000"
      data-pause-label="Pause slideshow" data-play-label="Play slideshow">
      <button type="button" data-slideshow-rotation aria-label="Pause slideshow"></button>
      <div data-slideshow-strip aria-live="polite">
        ${[1, 2, 3, 4]
          .map(
            (n) =>
              `<div id="slide-${n}" role="group" aria-roledescription="slide" aria-label="${n} of 4"><p>Slide ${n}</p></div>`,
          )
          .join("")}
      </div>
      <div>${[1, 2, 3, 4].map((n) => `<a href="#slide-${n}">Show slide ${n} of 4</a>`).join("")}</div>
    </div>
    <p>Outside</p>`;
  const region = screen.getByRole("region", { name: "Highlights" });
  const strip = region.querySelector<HTMLElement>("[data-slideshow-strip]")!;
  let left = 0;
  Object.defineProperty(strip, "clientWidth", { value: WIDTH });
  Object.defineProperty(strip, "scrollLeft", { get: () => left });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    left = options.left ?? left;
    strip.dispatchEvent(new Event("scrollend"));
  });
  strip.scrollTo = scrollTo as unknown as typeof strip.scrollTo;
  /** The visitor scrolls the strip themselves (a swipe), to slide `n`. */
  const swipeTo = (n: number) => {
    left = (n - 1) * WIDTH;
    strip.dispatchEvent(new Event("scrollend"));
  };
  return { region, strip, scrollTo, swipeTo };
}

const dot = (n: number) => screen.getByRole("link", { name: `Show slide ${n} of 4` });
/** The slide shown: the one slide assistive technology is not told to skip. */
const shown = () => screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"));
const rotation = () => screen.getByRole("button");

beforeEach(() => {
  vi.useFakeTimers();
  window.onscrollend = null; // jsdom knows no scrollend; the script asks for it as browsers have it
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the slideshow script", () => {
  it("starts on the slide in view, the others hidden from assistive technology, rotating with the live region off", () => {
    const { region, strip } = page();
    slideshow(region);
    expect(shown()).toEqual(["1 of 4"]);
    expect(dot(1)).toHaveAttribute("aria-current", "true");
    expect(dot(2)).toHaveAttribute("aria-current", "false");
    expect(rotation()).toHaveAccessibleName("Pause slideshow");
    expect(strip).toHaveAttribute("aria-live", "off");
    expect(region).toHaveAttribute("data-playing", "true");
  });

  it("advances every 3000 ms by scrolling the strip, and wraps from the last slide to the first", () => {
    const { region, scrollTo } = page();
    slideshow(region);
    vi.advanceTimersByTime(2999);
    expect(shown()).toEqual(["1 of 4"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(["2 of 4"]);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: "smooth" });
    vi.advanceTimersByTime(3000 * 2);
    expect(shown()).toEqual(["4 of 4"]);
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(["1 of 4"]);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: "smooth" });
  });

  it("jumps with a dot, scrolling only the strip, and gives that slide a whole interval", () => {
    const { region, scrollTo } = page();
    slideshow(region);
    vi.advanceTimersByTime(2000);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    dot(4).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 3 * WIDTH, behavior: "smooth" });
    expect(dot(4)).toHaveAttribute("aria-current", "true");
    fireEvent.focusOut(dot(4), { relatedTarget: document.body });
    vi.advanceTimersByTime(2999);
    expect(shown()).toEqual(["4 of 4"]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(["1 of 4"]);
  });

  it("takes the current slide from where the strip's scroll ends: a swipe, or a dot followed before the script came", () => {
    const { region, strip, swipeTo } = page();
    swipeTo(3); // the link's own jump, before the script
    slideshow(region);
    expect(shown()).toEqual(["3 of 4"]);
    swipeTo(2);
    expect(shown()).toEqual(["2 of 4"]);
    expect(dot(2)).toHaveAttribute("aria-current", "true");
    expect(strip).toHaveAttribute("aria-live", "off");
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(["3 of 4"]);
  });

  it("stops with the rotation control, the live region then polite, until played again", () => {
    const { region, strip } = page();
    slideshow(region);
    fireEvent.click(rotation());
    fireEvent.focusOut(rotation(), { relatedTarget: document.body });
    expect(rotation()).toHaveAccessibleName("Play slideshow");
    expect(region).toHaveAttribute("data-playing", "false");
    expect(strip).toHaveAttribute("aria-live", "polite");
    vi.advanceTimersByTime(3000 * 3);
    expect(shown()).toEqual(["1 of 4"]);
    fireEvent.click(rotation());
    fireEvent.focusOut(rotation(), { relatedTarget: document.body });
    expect(rotation()).toHaveAccessibleName("Pause slideshow");
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(["2 of 4"]);
  });

  it("pauses while the pointer is over it or focus is inside it, and goes on after", () => {
    const { region, strip } = page();
    slideshow(region);
    fireEvent.mouseEnter(region);
    expect(strip).toHaveAttribute("aria-live", "polite");
    vi.advanceTimersByTime(3000 * 2);
    expect(shown()).toEqual(["1 of 4"]);
    fireEvent.mouseLeave(region);
    fireEvent.focusIn(dot(2));
    vi.advanceTimersByTime(3000 * 2);
    expect(shown()).toEqual(["1 of 4"]);
    // Focus moving between its own controls keeps it paused.
    fireEvent.focusOut(dot(2), { relatedTarget: dot(3) });
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(["1 of 4"]);
    fireEvent.focusOut(dot(3), { relatedTarget: screen.getByText("Outside") });
    // Still playing: a pause by hover or focus is not the visitor's choice.
    expect(rotation()).toHaveAccessibleName("Pause slideshow");
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(["2 of 4"]);
  });

  it("under reduced motion starts paused, and moves without smooth scrolling once played", () => {
    const { region, scrollTo } = page({ reducedMotion: true });
    slideshow(region);
    expect(rotation()).toHaveAccessibleName("Play slideshow");
    vi.advanceTimersByTime(3000 * 2);
    expect(shown()).toEqual(["1 of 4"]);
    fireEvent.click(rotation());
    fireEvent.focusOut(rotation(), { relatedTarget: document.body });
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(["2 of 4"]);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: "instant" });
    within(region).getByRole("link", { name: "Show slide 4 of 4" }).click();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 3 * WIDTH, behavior: "instant" });
  });
});
