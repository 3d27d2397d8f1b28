import { describe, expect, it } from "vitest";
import { benefits } from "../content/benefits";
import { jobs } from "../content/jobs";
import { jobPostingJsonLd } from "./job-posting";

describe("jobPostingJsonLd", () => {
  it("carries every field Google requires for each opening", () => {
    for (const job of jobs) {
      const posting = jobPostingJsonLd(job, benefits);
      expect(posting).toMatchObject({
        "@type": "JobPosting",
        title: job.title,
        datePosted: job.datePosted,
        employmentType: "FULL_TIME",
        hiringOrganization: { name: "Automatica" },
        jobLocation: { address: { "@type": "PostalAddress" } },
      });
      expect(String(posting.description)).toContain(job.requirements[0]);
      expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.parse(job.datePosted));
    }
  });

  it("states each opening's yearly salary band in US dollars", () => {
    for (const job of jobs) {
      expect(job.salary.min, job.slug).toBeGreaterThan(0);
      expect(job.salary.min, job.slug).toBeLessThan(job.salary.max);
      expect(jobPostingJsonLd(job, benefits).baseSalary).toEqual({
        "@type": "MonetaryAmount",
        currency: "USD",
        value: {
          "@type": "QuantitativeValue",
          minValue: job.salary.min,
          maxValue: job.salary.max,
          unitText: "YEAR",
        },
      });
    }
  });

  it("marks remote roles as telecommute with the countries applicants may live in", () => {
    const designer = jobs.find((job) => job.slug === "product-designer");
    const posting = jobPostingJsonLd(designer!, benefits);
    expect(posting.jobLocationType).toBe("TELECOMMUTE");
    expect(posting.applicantLocationRequirements).toEqual([
      { "@type": "Country", name: "US" },
      { "@type": "Country", name: "CA" },
    ]);
  });
});
