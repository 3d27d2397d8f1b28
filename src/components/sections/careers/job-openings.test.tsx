import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { openingsTabsLabel, openingsTitle } from "../../../content/benefits";
import { jobs } from "../../../content/jobs";
import { jobListing } from "./job-card";
import { JobList } from "./job-list";
import { JobOpenings } from "./job-openings";

/** /careers as the page composes it: the island around the static list of every opening. */
const renderOpenings = () =>
  render(
    <JobOpenings
      title={openingsTitle}
      tabsLabel={openingsTabsLabel}
      jobs={jobs.map(({ slug, department }) => ({ slug, department }))}
    >
      <JobList jobs={jobs.map(jobListing)} />
    </JobOpenings>,
  );
const openings = () => within(screen.getByRole("tabpanel")).queryAllByRole("link");

describe("JobOpenings", { timeout: 20_000 }, () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("lists every opening under All, with a clean URL", () => {
    renderOpenings();
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    expect(openings()).toHaveLength(jobs.length);
    expect(window.location.search).toBe("");
  });

  it("shows only the chosen department and keeps it in the URL", async () => {
    const user = userEvent.setup();
    renderOpenings();
    await user.click(screen.getByRole("tab", { name: "Design" }));
    expect(openings().map((link) => link.getAttribute("href"))).toEqual([
      "/careers/product-designer",
    ]);
    expect(window.location.search).toBe("?department=design");
    await user.click(screen.getByRole("tab", { name: "All" }));
    expect(openings()).toHaveLength(jobs.length);
    expect(window.location.search).toBe("");
  });

  it("opens the department the URL names", () => {
    window.history.replaceState(null, "", "/careers?department=engineering");
    renderOpenings();
    expect(screen.getByRole("tab", { name: "Engineering" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(openings()).toHaveLength(3);
  });
});
