import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testimonialsSection } from "../../../content/home";
import { illustrativeNote } from "../../../content/illustrative";
import { TestimonialsSection } from "./testimonials-section";

describe("TestimonialsSection", () => {
  it("labels the stories around its carousel as illustrative", () => {
    render(
      <TestimonialsSection section={testimonialsSection}>
        <p>carousel</p>
      </TestimonialsSection>,
    );
    const section = screen.getByRole("region", { name: testimonialsSection.title });
    expect(within(section).getByText("carousel")).toBeVisible();
    expect(within(section).getByText(illustrativeNote)).toBeVisible();
  });
});
