import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws a named icon from the page's sprite, decorative and coloured by the text", () => {
    const { container } = render(<Icon name="check" className="size-4" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("stroke-width", "2");
    expect(svg).toHaveClass("size-4");
    expect(svg.querySelector("use")).toHaveAttribute("href", "#icon-check");
  });

  it("shows a brand's catalogue mark as an image, its name said only when asked", () => {
    render(<Icon brand="slack" size={48} />);
    const mark = screen.getByRole("presentation");
    expect(mark).toHaveAttribute("src", "/images/brands/slack.svg");
    expect(mark).toHaveAttribute("width", "48");
  });

  it("loads a brand's mark when it comes near, or with the page when asked", () => {
    render(
      <>
        <Icon brand="slack" size={48} />
        <Icon brand="notion" size={48} withPage />
      </>,
    );
    const [near, withPage] = screen.getAllByRole("presentation");
    expect(near).toHaveAttribute("loading", "lazy");
    expect(withPage).not.toHaveAttribute("loading");
  });

  it("frames a brand's mark on a light tile when asked, dimmed a shade in dark", () => {
    render(<Icon brand="notion" size={48} tile />);
    const mark = screen.getByRole("presentation");
    expect(mark).toHaveClass("bg-white", "dark:bg-slate-200");
    render(<Icon brand="slack" size={48} />);
    expect(screen.getAllByRole("presentation")[1]).not.toHaveClass("bg-white");
  });

  it("draws a social brand's glyph from the sprite in the text's ink, named by the text it is given", () => {
    render(<Icon brand="linkedin" glyph size={18} alt="LinkedIn" />);
    const glyph = screen.getByRole("img", { name: "LinkedIn" });
    expect(glyph.tagName).toBe("svg");
    expect(glyph).toHaveAttribute("fill", "currentColor");
    expect(glyph).toHaveAttribute("width", "18");
    expect(glyph.querySelector("use")).toHaveAttribute("href", "#glyph-linkedin");
  });

  it("hides a glyph from assistive tech when the brand's name is written beside it", () => {
    const { container } = render(<Icon brand="x" glyph size={20} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
