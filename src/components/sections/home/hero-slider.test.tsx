import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hero } from "../../../content/home";
import { HeroSlider, SLIDE_INTERVAL_MS } from "./hero-slider";

describe("HeroSlider", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const dot = (n: number) => screen.getByRole("button", { name: `Show slide ${n} of 4` });

  it("renders every slide's text from data, the first one current", () => {
    render(<HeroSlider slides={hero.slides} labels={hero.sliderLabels} />);
    for (const slide of hero.slides) expect(screen.getByText(slide.title)).toBeInTheDocument();
    expect(dot(1)).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("group", { name: "1 of 4" })).toHaveAttribute("aria-hidden", "false");
  });

  it("moves to the next slide after the interval and jumps with a dot", () => {
    render(<HeroSlider slides={hero.slides} labels={hero.sliderLabels} />);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(dot(2)).toHaveAttribute("aria-current", "true");
    act(() => dot(4).click());
    expect(dot(4)).toHaveAttribute("aria-current", "true");
  });

  it("stops rotating once paused", () => {
    render(<HeroSlider slides={hero.slides} labels={hero.sliderLabels} />);
    act(() => screen.getByRole("button", { name: "Pause slideshow" }).click());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(dot(1)).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
  });
});
