import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonials, testimonialsCarouselLabels } from "../../../content/home";
import { TestimonialsCarousel } from "./testimonials-carousel";

// jsdom has no layout: give the row a 1200 px view over 6 cards 400 px apart (3 per view), and
// let scrollTo move it at once, clamped like a browser.
const VIEW = 1200;
const CARD = 400;
const WIDTH = CARD * 6;
const positions = new WeakMap<Element, number>();
const nativeScrollTo = Element.prototype.scrollTo;

describe("TestimonialsCarousel", () => {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(VIEW);
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(WIDTH);
    vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
      this: HTMLElement,
    ) {
      return [...(this.parentElement?.children ?? [])].indexOf(this) * CARD;
    });
    vi.spyOn(Element.prototype, "scrollLeft", "get").mockImplementation(function (this: Element) {
      return positions.get(this) ?? 0;
    });
    Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
      const left = typeof options === "object" ? (options.left ?? 0) : 0;
      positions.set(this, Math.min(Math.max(left, 0), WIDTH - VIEW));
    } as Element["scrollTo"];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Element.prototype.scrollTo = nativeScrollTo;
    vi.unstubAllGlobals();
  });

  const renderCarousel = () => {
    render(
      <TestimonialsCarousel testimonials={testimonials} labels={testimonialsCarouselLabels} />,
    );
    const row = screen.getByRole("group", { name: "1 of 6" }).parentElement!;
    return { row, scrolled: () => row.scrollLeft };
  };
  const next = () => screen.getByRole("button", { name: "Next testimonial" });
  const previous = () => screen.getByRole("button", { name: "Previous testimonial" });

  it("renders all six testimonials as slides of a carousel region", () => {
    renderCarousel();
    const carousel = screen.getByRole("region", { name: "Testimonials" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    for (let n = 1; n <= 6; n++)
      expect(screen.getByRole("group", { name: `${n} of 6` })).toBeVisible();
    for (const { author } of testimonials) expect(screen.getByText(author)).toBeInTheDocument();
  });

  it("moves one card with next and previous, and loops at either end", async () => {
    const user = userEvent.setup();
    const { scrolled } = renderCarousel();
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(scrolled()).toBe(CARD);
    await user.click(previous());
    expect(scrolled()).toBe(0);
    // Previous at the first card goes to the last view; next there goes back to the first.
    await user.click(previous());
    expect(scrolled()).toBe(WIDTH - VIEW);
    await user.click(next());
    expect(scrolled()).toBe(0);
  });

  it("moves with the left and right arrow keys while focus is inside", async () => {
    const user = userEvent.setup();
    const { scrolled } = renderCarousel();
    next().focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(scrolled()).toBe(CARD * 2);
    await user.keyboard("{ArrowLeft}");
    expect(scrolled()).toBe(CARD);
  });

  it("disables previous and next while every card fits in view", () => {
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(VIEW);
    renderCarousel();
    expect(next()).toBeDisabled();
    expect(previous()).toBeDisabled();
  });
});
