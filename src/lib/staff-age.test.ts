import { describe, expect, it } from "vitest";
import { ageOf, formatMoment } from "./staff-age";

describe("a lead's age", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  it("is 'now' under a minute, and for a date in the future or not a date", () => {
    expect(ageOf("2026-11-26T11:59:30Z", now)).toEqual({ unit: "now" });
    expect(ageOf("2026-11-26T12:05:00Z", now)).toEqual({ unit: "now" });
    expect(ageOf("not a date", now)).toEqual({ unit: "now" });
  });
  it("counts whole minutes, then hours, then days", () => {
    expect(ageOf("2026-11-26T11:01:00Z", now)).toEqual({ unit: "minutes", count: 59 });
    expect(ageOf("2026-11-26T11:00:00Z", now)).toEqual({ unit: "hours", count: 1 });
    expect(ageOf("2026-11-25T12:00:01Z", now)).toEqual({ unit: "hours", count: 23 });
    expect(ageOf("2026-11-23T12:00:00Z", now)).toEqual({ unit: "days", count: 3 });
  });
  it("shows a moment to the minute, and anything else as it came", () => {
    expect(formatMoment("2026-11-26T12:00:00Z")).toMatch(/26 Nov 2026/);
    expect(formatMoment("garbage")).toBe("garbage");
  });
});
