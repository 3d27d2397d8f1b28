import { describe, expect, it } from "vitest";
import { leadership } from "./team";
import { benefits } from "./benefits";
import { homeIndustries, industries, industryOfferings } from "./industries";
import { jobs } from "./jobs";
import { partnerTypes } from "./partners";
import { popularResources, resourceCategories } from "./resources";
import { customerServiceSolution, industrySolutions } from "./solutions";
import { values } from "./values";

const unique = (list: string[]) => new Set(list).size === list.length;

describe("company content", () => {
  it("gives every job and industry a unique slug", () => {
    expect(unique(jobs.map((job) => job.slug))).toBe(true);
    expect(unique(industries.map((industry) => industry.slug))).toBe(true);
  });

  it("keeps the nine home-page industries and adds manufacturing, legal and education", () => {
    expect(homeIndustries).toHaveLength(9);
    expect(industries.filter((industry) => !industry.onHome).map((i) => i.slug)).toEqual([
      "manufacturing",
      "legal",
      "education",
    ]);
  });

  it("describes at least four use cases and all three offerings for every industry", () => {
    for (const industry of industries) {
      expect(industry.page.useCases.length, industry.slug).toBeGreaterThanOrEqual(4);
      for (const offering of industryOfferings) {
        expect(industry.page.offerings[offering.key].length, industry.slug).toBeGreaterThan(40);
      }
    }
  });

  it("lists five openings with responsibilities, requirements and a valid posting window", () => {
    expect(jobs).toHaveLength(5);
    for (const job of jobs) {
      expect(job.responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(job.requirements.length).toBeGreaterThanOrEqual(3);
      expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.parse(job.datePosted));
    }
  });

  it("has six resource categories, four popular resources, six benefits and four values", () => {
    expect(resourceCategories.map((category) => category.title)).toEqual([
      "Documentation",
      "Learning Paths",
      "Video Tutorials",
      "Guides & Tutorials",
      "Downloads",
      "Community",
    ]);
    expect(popularResources.map((r) => `${r.type} ${r.minutes}`)).toEqual([
      "Guide 10",
      "Tutorial 15",
      "Documentation 20",
      "Guide 12",
    ]);
    expect(benefits).toHaveLength(6);
    expect(values.map((value) => value.title)).toEqual([
      "Innovation",
      "Excellence",
      "Customer Focus",
      "Collaboration",
    ]);
    expect(leadership).toHaveLength(3);
  });

  it("has solution cards for the six industries, with the anchors the header links to", () => {
    expect(industrySolutions.map((solution) => solution.title)).toEqual([
      "Healthcare",
      "Finance",
      "Retail",
      "Manufacturing",
      "Legal",
      "Education",
    ]);
    const anchors = [customerServiceSolution.id, ...industrySolutions.map((s) => s.id)];
    expect(anchors).toEqual(expect.arrayContaining(["customer-service", "ecommerce", "finance"]));
    expect(unique(anchors)).toBe(true);
  });

  it("gives each partner programme its own contact subjects", () => {
    const subjects = partnerTypes.flatMap((p) => [p.learnMoreSubject, p.applySubject]);
    expect(unique(subjects)).toBe(true);
  });
});
