import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Background, DRIFT_STEP_S } from "./background";

describe("Background", () => {
  it("draws five drifting gradient circles in four colours, hidden from assistive technology", () => {
    const { container } = render(<Background />);
    const circles = [...container.querySelectorAll<HTMLElement>(".animate-drift")];
    expect(circles).toHaveLength(5);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(new Set(circles.map((circle) => circle.style.getPropertyValue("--light"))).size).toBe(4);
    for (const circle of circles) expect(circle.style.background).toMatch(/^radial-gradient/);
  });

  it("moves all five on the same steps: each keyframe segment and each phase a whole number of steps", () => {
    const { container } = render(<Background />);
    for (const circle of container.querySelectorAll<HTMLElement>(".animate-drift")) {
      const duration = parseFloat(circle.style.animationDuration);
      const delay = parseFloat(circle.style.animationDelay);
      const steps = Number(circle.style.animationTimingFunction.match(/^steps\((\d+)\)$/)?.[1]);
      expect(steps * DRIFT_STEP_S * 2).toBeCloseTo(duration, 6);
      expect(Math.abs((delay / DRIFT_STEP_S) % 1)).toBeCloseTo(0, 6);
    }
  });
});
