import { describe, expect, it } from "vitest";
import { formatLongDate } from "./date";

describe("formatLongDate", () => {
  it("writes the date out in full", () => {
    expect(formatLongDate("2026-11-12")).toBe("November 12, 2026");
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatLongDate("2024-06-01")).toBe("June 1, 2024");
  });
});
