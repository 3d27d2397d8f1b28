import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon, ICON_SPRITE_PATH } from "./icon";

describe("Icon", () => {
  it("draws a named icon from the sprite, decorative and coloured by the text", () => {
    const { container } = render(<Icon name="check" className="size-4" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("stroke-width", "2");
    expect(svg).toHaveClass("size-4");
    expect(svg.querySelector("use")).toHaveAttribute("href", `${ICON_SPRITE_PATH}#check`);
  });

  it("shows a brand's catalogue mark as an image, its name said only when asked", () => {
    render(<Icon brand="slack" size={48} />);
    const mark = screen.getByRole("presentation");
    expect(mark).toHaveAttribute("src", "/images/brands/slack.svg");
    expect(mark).toHaveAttribute("width", "48");
  });

  it("frames a brand's mark on a light tile when asked, dimmed a shade in dark", () => {
    render(<Icon brand="notion" size={48} tile />);
    const mark = screen.getByRole("presentation");
    expect(mark).toHaveClass("bg-white", "dark:bg-slate-200");
    render(<Icon brand="slack" size={48} />);
    expect(screen.getAllByRole("presentation")[1]).not.toHaveClass("bg-white");
  });

  it("shows a social brand's glyph with the text it is given", () => {
    render(<Icon brand="linkedin" glyph size={18} alt="LinkedIn" />);
    expect(screen.getByRole("img", { name: "LinkedIn" })).toHaveAttribute(
      "src",
      "/images/brands/glyph/linkedin.svg",
    );
  });
});
