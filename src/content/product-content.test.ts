import { describe, expect, it } from "vitest";
import { brandLogos } from "./brand-logos";
import { comparisonRows } from "./comparison";
import { demoCompanies, demoCompaniesCopy } from "./demo-companies";
import { enterpriseCta, enterpriseHero } from "./enterprise";
import { coreCapabilities, featuresCta, featuresHero } from "./feature-cards";
import { integrationCategories, integrations, integrationsCopy } from "./integrations";
import { landings } from "./landings";
import { plans, pricingCopy } from "./plans";
import { pricingFaqs } from "./pricing-faqs";
import { socialDemoCopy } from "./social-demo";
import { freeTrial } from "../shared/trial";

const specIntegrations = [
  "Slack",
  "Microsoft Teams",
  "Google Workspace",
  "Zapier",
  "Airtable",
  "Salesforce",
  "Notion",
  "Asana",
  "HubSpot",
  "Shopify",
  "Trello",
  "Jira",
  "GitHub",
  "GitLab",
  "Bitbucket",
  "AWS",
  "Azure",
  "Google Cloud",
  "Stripe",
  "PayPal",
  "Zoom",
  "Google Meet",
  "LinkedIn",
  "Twitter",
  "Facebook",
  "Instagram",
  "Mailchimp",
  "Zendesk",
  "Intercom",
  "Dropbox",
  "Box",
  "OneDrive",
  "Google Drive",
  "Monday.com",
  "ClickUp",
  "WordPress",
  "Webflow",
];

describe("integrations catalogue", () => {
  it("lists the 37 tools of the spec once each", () => {
    expect(integrations.map((entry) => entry.name)).toEqual(specIntegrations);
    expect(new Set(integrations.map((entry) => entry.slug)).size).toBe(37);
  });

  it("has a brand logo for every entry", () => {
    const slugs = new Set(brandLogos.map((logo) => logo.slug));
    for (const entry of integrations) expect(slugs, entry.slug).toContain(entry.slug);
  });

  it("gives every entry a description, at least three features and a category", () => {
    for (const entry of integrations) {
      expect(entry.description.length, entry.name).toBeGreaterThan(20);
      expect(entry.features.length, entry.name).toBeGreaterThanOrEqual(3);
      expect(entry.categories.length, entry.name).toBeGreaterThan(0);
    }
  });

  it("uses every category of the spec, so every chip shows", () => {
    expect(integrationCategories).toHaveLength(26);
    for (const category of integrationCategories) {
      expect(
        integrations.some((entry) => entry.categories.includes(category)),
        category,
      ).toBe(true);
    }
  });
});

describe("plans", () => {
  const [free, pro, enterprise] = plans;

  it("prices Free at $0, Pro at $29 or $24 billed annually, and Enterprise as custom", () => {
    expect(free?.price).toEqual({ monthly: 0, annual: 0 });
    expect(pro?.price).toEqual({ monthly: 29, annual: 24 });
    expect(enterprise?.price).toBeNull();
    expect(plans.filter((plan) => plan.highlight).map((plan) => plan.id)).toEqual(["pro"]);
  });

  it("states the limits of the spec, with integrations counted in the catalogue", () => {
    expect(Object.values(free!.limits)).toEqual([
      "5 workflows",
      "1,000 automations per month",
      "10 integrations",
      "1 team member",
    ]);
    expect(Object.values(pro!.limits)).toEqual([
      "Unlimited workflows",
      "50,000 automations per month",
      "All 37 integrations",
      "10 team members",
    ]);
    expect(enterprise!.limits.integrations).toBe("All 37 plus custom integrations");
  });

  it("derives the comparison limits from the plans", () => {
    expect(comparisonRows.find((row) => row.feature === "Automations per month")).toEqual({
      feature: "Automations per month",
      free: "1,000",
      pro: "50,000",
      enterprise: "Unlimited",
    });
  });

  it("answers the trial question with the one trial offer", () => {
    const trial = pricingFaqs.find((faq) => /free trial/i.test(faq.question));
    expect(trial?.answer).toContain(
      `${freeTrial.days}-day free trial of the ${freeTrial.plan} plan`,
    );
    expect(pricingFaqs.length).toBeGreaterThanOrEqual(6);
    expect(pricingFaqs.length).toBeLessThanOrEqual(8);
  });
});

describe("links", () => {
  const links = [
    featuresHero.primary,
    featuresHero.secondary,
    featuresCta.primary,
    featuresCta.secondary,
    ...coreCapabilities.map((capability) => capability.link),
    ...plans.map((plan) => plan.cta),
    pricingCopy.enterpriseBlock.cta,
    enterpriseHero.primary,
    enterpriseHero.secondary,
    enterpriseCta.primary,
    enterpriseCta.secondary,
    integrationsCopy.cta.primary,
    integrationsCopy.cta.secondary,
    demoCompaniesCopy.cta.primary,
    demoCompaniesCopy.cta.secondary,
    socialDemoCopy.cta.primary,
    socialDemoCopy.cta.secondary,
    ...Object.values(landings).flatMap((landing) => [
      landing.hero.primary,
      landing.hero.secondary,
      landing.cta.primary,
      landing.cta.secondary,
    ]),
  ].map((link) => link.href);

  it("point at anchors that exist on /features", () => {
    const ids = coreCapabilities.map((capability) => capability.id);
    expect(ids).toEqual(["ai-chatbots", "workflow-automation", "ecommerce-automation"]);
    for (const href of links.filter((link) => link.startsWith("/features#"))) {
      expect(ids).toContain(href.split("#")[1]);
    }
  });

  it("preselect a valid interest on the lead form", () => {
    const interests = ["Chat Bot", "Business Automation", "FB Business Automation"];
    const preselected = links
      .filter((href) => href.startsWith("/get-started-form?interest="))
      .map((href) => new URLSearchParams(href.split("?")[1]).get("interest"));
    expect(new Set(preselected)).toEqual(new Set(interests));
  });

  it("send the demo companies to .example sites", () => {
    for (const company of demoCompanies) {
      expect(company.website).toMatch(/^https:\/\/[a-z-]+\.example$/);
    }
    expect(demoCompanies).toHaveLength(6);
  });
});
