import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hero } from "../../../content/home";
import { slideshow } from "../../../lib/slideshow";
import { HeroSlider, SLIDE_INTERVAL_MS } from "./hero-slider";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HeroSlider", () => {
  it("is a carousel region whose rotation control comes first, then the slides, each a labelled group", () => {
    render(<HeroSlider slides={hero.slides} labels={hero.sliderLabels} />);
    const region = screen.getByRole("region", { name: "Highlights" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    // In document order: the rotation control, the four slides, the four dots.
    const controls = [...region.querySelectorAll("button, [role=group], a")];
    expect(controls[0]).toHaveAccessibleName("Pause slideshow");
    expect(controls.slice(1, 5).map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 4",
      "2 of 4",
      "3 of 4",
      "4 of 4",
    ]);
    for (const slide of within(region).getAllByRole("group"))
      expect(slide).toHaveAttribute("aria-roledescription", "slide");
    hero.slides.forEach((slide, i) =>
      expect(within(region).getByRole("group", { name: `${i + 1} of 4` })).toHaveTextContent(
        slide.title,
      ),
    );
  });

  it("draws every slide and a link to each, so that all are reachable without JavaScript", () => {
    render(<HeroSlider slides={hero.slides} labels={hero.sliderLabels} />);
    for (const n of [1, 2, 3, 4]) {
      const dot = screen.getByRole("link", { name: `Show slide ${n} of 4` });
      expect(dot).toHaveAttribute("href", `#slide-${n}`);
      expect(document.getElementById(`slide-${n}`)).toHaveAttribute("role", "group");
    }
    // Nothing is hidden in the HTML itself: the script marks the current slide.
    expect(screen.getAllByRole("group")).toHaveLength(4);
  });

  it("hands the script its interval and labels, and rotates once the script runs", () => {
    vi.useFakeTimers();
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    render(<HeroSlider slides={hero.slides} labels={hero.sliderLabels} />);
    const region = screen.getByRole("region", { name: "Highlights" });
    const strip = region.querySelector<HTMLElement>("[data-slideshow-strip]")!;
    strip.scrollTo = () => {};
    slideshow(region);
    expect(screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 4",
    ]);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(screen.getByRole("link", { name: "Show slide 2 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    screen.getByRole("button", { name: "Pause slideshow" }).click();
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
  });
});
