import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { openingsList } from "../../../content/benefits";
import { jobs } from "../../../content/jobs";
import { FilterableList } from "../../ui/filterable-list";
import { jobListing } from "./job-card";
import { JobList } from "./job-list";

/** /careers as the page composes it: the list around the static list of every opening. */
const renderOpenings = () =>
  render(
    <FilterableList {...openingsList}>
      <JobList jobs={jobs.map(jobListing)} />
    </FilterableList>,
  );
const openings = () => within(screen.getByRole("tabpanel")).queryAllByRole("link");

describe("/careers' openings (FilterableList)", { timeout: 20_000 }, () => {
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

  it("has a tab per department besides All, so every opening is reachable", async () => {
    const user = userEvent.setup();
    renderOpenings();
    const tabs = screen.getAllByRole("tab").slice(1);
    const reached = new Set<string>();
    for (const tab of tabs) {
      await user.click(tab);
      for (const link of openings()) reached.add(link.getAttribute("href") ?? "");
    }
    expect(reached.size).toBe(jobs.length);
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
