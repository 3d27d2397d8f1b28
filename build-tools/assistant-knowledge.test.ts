import { describe, expect, it } from "vitest";
import { plans } from "../src/content/plans.ts";
import { integrationCategories, integrations } from "../src/content/integrations.ts";
import { slugify } from "../src/lib/slug.ts";
import { jobs } from "../src/content/jobs.ts";
import { annualTotal, formatSalaryBand, formatUsd } from "../src/shared/pricing.ts";
import { site } from "../src/shared/site.ts";
import { freeTrial } from "../src/shared/trial.ts";
import { assistantFacts } from "./assistant-facts.ts";
import { businessHours, pagePassages, placeFact } from "./assistant-knowledge.ts";

const page = (main: string) =>
  `<html><head><title>Pricing | Automatica</title></head><body><nav><h2>Menu</h2></nav>` +
  `<main data-pagefind-body><h1>Flexible Pricing</h1><p>Start free.</p>${main}</main><footer><h2>Company</h2></footer></body></html>`;

describe("passages from a built page", () => {
  it("cuts the main content at its h2 and h3 headings, each passage with its URL#anchor, title, heading and text", () => {
    const passages = pagePassages(
      "/pricing",
      page(
        `<section id="plans"><h2 id="plan-pro">Pro</h2><p>$24/month</p><ul><li>10 team members</li><li>All 37 integrations</li></ul>` +
          `<h3>Extras</h3><p>Advanced analytics &amp; more.</p></section>` +
          `<div data-pagefind-ignore><h2 id="toc">On this page</h2><p>Skipped</p></div><script>var x = 1;</script>` +
          `<h2 id="faq">FAQ</h2><p>Is there a free trial? <a href="/get-started">Yes</a>, for 14 days.</p>`,
      ),
    );
    expect(passages).toEqual([
      {
        id: "",
        url: "/pricing",
        title: "Pricing",
        heading: "Flexible Pricing",
        illustrative: false,
        text: "Flexible Pricing\nStart free.",
      },
      {
        id: "",
        url: "/pricing#plan-pro",
        title: "Pricing",
        heading: "Pro",
        illustrative: false,
        text: "$24/month\n10 team members\nAll 37 integrations",
      },
      // A heading without an id takes its section's.
      {
        id: "",
        url: "/pricing#plans",
        title: "Pricing",
        heading: "Extras",
        parent: "Pro",
        illustrative: false,
        text: "Advanced analytics & more.",
      },
      {
        id: "",
        url: "/pricing#faq",
        title: "Pricing",
        heading: "FAQ",
        illustrative: false,
        text: "Is there a free trial? Yes, for 14 days.",
      },
    ]);
  });

  it("marks an illustrative example, by its data flag or by its label, throughout its section", () => {
    const passages = pagePassages(
      "/",
      page(
        `<h2 id="stories">In practice</h2><h3 id="a">Brightpath</h3><p>Cut queues by 68%.</p><p>Illustrative example: names, companies and figures are fictional.</p>` +
          `<section data-illustrative><h2 id="logos">Teams like these</h2><p>Alder &amp; Vale</p></section><h2 id="real">Plans</h2><p>Real.</p>`,
      ),
    );
    expect(passages.map((p) => [p.heading, p.illustrative])).toEqual([
      ["Flexible Pricing", false],
      // "In practice" has no text of its own before its h3, so no passage.
      ["Brightpath", true],
      ["Teams like these", true],
      ["Plans", false],
    ]);
  });
});

describe("facts from the content modules", () => {
  const facts = assistantFacts();
  const byId = (id: string) => facts.find((f) => f.id === id)!;

  it("words each plan's prices and limits from the plans module", () => {
    const pro = plans.find((p) => p.id === "pro")!;
    expect(byId("plan.pro.price.annual").statement).toBe(
      `The Pro plan is ${formatUsd(pro.price!.annual)} a month, billed annually (${formatUsd(annualTotal(pro.price!.monthly))} a year).`,
    );
    expect(byId("plan.pro.price.annual").statement).toContain(
      "$24 a month, billed annually ($288 a year)",
    );
    for (const plan of plans) {
      for (const [key, value] of Object.entries(plan.limits))
        expect(byId(`plan.${plan.id}.${key}`).values).toEqual([value]);
    }
  });

  it("covers the trial, the 37 integrations and their categories, contact details and hours, the jobs, the rate limits and the legal terms", () => {
    expect(byId("trial").statement).toContain(freeTrial.summary);
    expect(facts.filter((f) => f.kind === "integration").map((f) => f.id)).toEqual([
      ...integrations.map((i) => `integration.${i.slug}`),
      "integration.count",
      ...integrationCategories
        .filter((category) => category !== "Popular")
        .map((category) => `integration.category.${slugify(category)}`),
    ]);
    expect(integrations).toHaveLength(37);
    // A category lists its tools, in the catalogue's order, and is cited at the first of them.
    expect(byId("integration.category.crm")).toMatchObject({
      statement: "Our catalogue's CRM integrations: Salesforce and HubSpot.",
      values: ["Salesforce", "HubSpot"],
      heading: "Salesforce",
    });
    expect(byId("integration.category.crm").subjects).toContain("crms");
    expect(byId("integration.category.email").subjects).not.toContain("email");
    expect(byId("contact.phone").statement).toContain(site.phone);
    expect(byId("contact.hours").statement).toContain(site.timeZone.label);
    for (const job of jobs)
      expect(byId(`job.${job.slug}`).statement).toContain(formatSalaryBand(job.salary));
    expect(byId("rate-limit.pro").statement).toBe(
      "The API allows 1,000 requests per minute on the Pro plan.",
    );
    expect(byId("legal.terms.refunds").statement).toBe("All purchases are non-refundable.");
    expect(byId("legal.privacy.website-request-logs").statement).toMatch(/^Website request logs: /);
    expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
  });

  it("places a fact at its section of its page, and refuses one its page does not show", () => {
    const passages = pagePassages(
      "/pricing",
      page(`<h2 id="plan-pro">Pro</h2><p>$24/month</p><p>10 team members</p>`),
    );
    const placed = placeFact(byId("plan.pro.teamMembers"), passages);
    expect(placed).toMatchObject({
      url: "/pricing#plan-pro",
      title: "Pricing",
      quote: "10 team members",
    });
    expect(() => placeFact(byId("plan.pro.workflows"), passages)).toThrow(
      /does not show "Unlimited workflows"/,
    );
    expect(() => placeFact(byId("plan.free.workflows"), passages)).toThrow(/no section "Free"/);
  });
});

describe("business hours from the site module", () => {
  it("reads the days and times of site.hours", () => {
    expect(businessHours()).toEqual({
      timeZone: "America/Los_Angeles",
      days: [null, [540, 1080], [540, 1080], [540, 1080], [540, 1080], [540, 1080], [600, 960]],
    });
  });
});
