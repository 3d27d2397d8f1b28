import { describe, expect, it } from "vitest";
import { departments, jobs } from "../../../content/jobs";
import { filterJobs, jobTabs } from "./filter-jobs";

describe("filterJobs", () => {
  it("shows all five openings under All", () => {
    expect(filterJobs(jobs, "all")).toHaveLength(5);
  });

  it("shows the three engineering roles under Engineering", () => {
    expect(filterJobs(jobs, "engineering").map((job) => job.slug)).toEqual([
      "senior-ai-engineer",
      "frontend-engineer",
      "devops-engineer",
    ]);
  });

  it("shows one opening each under Design and Customer Success", () => {
    expect(filterJobs(jobs, "design").map((job) => job.slug)).toEqual(["product-designer"]);
    expect(filterJobs(jobs, "customer").map((job) => job.slug)).toEqual([
      "customer-success-manager",
    ]);
  });

  it("has one tab per department besides All, so every opening is reachable", () => {
    const tabbed = jobTabs.flatMap((tab) => ("department" in tab ? [tab.department] : []));
    expect(tabbed).toEqual([...departments]);
  });

  it("falls back to every opening for an unknown tab", () => {
    expect(filterJobs(jobs, "marketing")).toHaveLength(5);
  });
});
