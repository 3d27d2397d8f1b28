import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { statisticsSection } from "../../../content/home";
import { StatisticsBand } from "./statistics-band";

describe("StatisticsBand", () => {
  it("shows each figure with its label and says which figures are illustrative", () => {
    render(<StatisticsBand {...statisticsSection} />);
    const section = screen.getByRole("region", { name: statisticsSection.title });
    for (const stat of statisticsSection.stats)
      expect(within(section).getByText(stat.value)).toBeVisible();
    expect(within(section).getByText(statisticsSection.note)).toBeVisible();
  });
});
