import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { darkImageSrc, ThemedImage } from "./themed-image";

describe("ThemedImage", () => {
  it("finds an illustration's dark version beside it", () => {
    expect(darkImageSrc("/images/features/chatbot.svg")).toBe("/images/features/chatbot-dark.svg");
  });

  it("draws the light and the dark version alike, each shown in its own theme", () => {
    render(
      <ThemedImage
        src="/images/partners/agency.svg"
        alt="An agency's dashboard"
        width={480}
        height={300}
        loading="lazy"
        className="rounded-2xl"
      />,
    );
    // The tests' page is light: the dark version is there, hidden (and so has no name to query).
    const [light, dark] = screen.getAllByRole("img", { hidden: true });
    expect(screen.getByRole("img", { name: "An agency's dashboard" })).toBe(light);
    expect(dark).toHaveAttribute("alt", "An agency's dashboard");
    expect(light).toHaveAttribute("src", "/images/partners/agency.svg");
    expect(dark).toHaveAttribute("src", "/images/partners/agency-dark.svg");
    for (const image of [light, dark]) {
      expect(image).toHaveClass("rounded-2xl");
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).toHaveAttribute("width", "480");
    }
    expect(light).toHaveClass("dark:hidden");
    expect(light).not.toHaveClass("hidden");
    expect(dark).toHaveClass("hidden", "dark:block");
  });
});
