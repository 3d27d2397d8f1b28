import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./section";

describe("Section", () => {
  it("is a region named by the heading it renders, and fades in", () => {
    render(<Section heading={{ id: "values-title", title: "Our core values" }}>text</Section>);
    const region = screen.getByRole("region", { name: "Our core values" });
    expect(region).toHaveAttribute("data-reveal");
    expect(screen.getByRole("heading", { level: 2, name: "Our core values" })).toHaveAttribute(
      "id",
      "values-title",
    );
  });

  it("is named by a heading of its own through labelledBy", () => {
    render(
      <Section labelledBy="story-title">
        <h2 id="story-title">Our story</h2>
      </Section>,
    );
    expect(screen.getByRole("region", { name: "Our story" })).toBeInTheDocument();
  });
});
