import { describe, expect, it } from "vitest";
import { pages } from "../content/pages";
import { sectionOf } from "./page-sections";
import { site } from "../shared/site";
import { pageSections } from "../content/page-sections";
import {
  breadcrumbJsonLd,
  formatTitle,
  headingOf,
  pageHead,
  socialImagePath,
  type PageMeta,
} from "./seo";

type Node = Record<string, unknown>;
const graphOf = (meta: PageMeta) =>
  (JSON.parse(pageHead(meta).jsonLd ?? "{}") as { "@graph"?: Node[] })["@graph"] ?? [];

describe("pageHead", () => {
  it("takes a fixed page's title and description from the page list, with the brand in the title", () => {
    const head = pageHead({ path: "/pricing" });
    expect(head.title).toBe(`Pricing | ${site.name}`);
    expect(head.description).toBe(pages["/pricing"].description);
    expect(pageHead({ path: "/" }).title).toBe(`AI Chatbots & Business Automation | ${site.name}`);
    expect(formatTitle(site.name)).toBe(site.name);
  });

  it("uses a page's own title and description when it is not in the page list", () => {
    const head = pageHead({
      path: "/blog/tag/ai",
      title: "Articles tagged AI",
      description: "Posts.",
    });
    expect(head).toMatchObject({
      title: `Articles tagged AI | ${site.name}`,
      description: "Posts.",
    });
  });

  it("refuses a page that is not in the page list and brings no title or description", () => {
    expect(() => pageHead({ path: "/nowhere" } as PageMeta)).toThrow(/\/nowhere/);
  });

  it("marks the page list's noindex pages, and only them, as noindex", () => {
    expect(pageHead({ path: "/login" }).noindex).toBe(true);
    expect(pageHead({ path: "/contact/thanks" }).noindex).toBe(true);
    expect(pageHead({ path: "/pricing" }).noindex).toBe(false);
    expect(
      pageHead({ path: "/blog/404", title: "t", description: "d", noindex: true }).noindex,
    ).toBe(true);
  });

  it("gives the canonical URL on the site origin and a social card with the page's own image", () => {
    expect(pageHead({ path: "/pricing" }).card).toEqual({
      url: `${site.origin}/pricing`,
      type: "website",
      image: `${site.origin}/og/pricing.png`,
      imageAlt: `${site.name} Pricing card: Pricing`,
      details: [],
    });
    expect(pageHead({ path: "/" }).card?.image).toBe(`${site.origin}/og/index.png`);
    expect(
      pageHead({ path: "/docs/x", title: "X", description: "d", type: "article" }).card,
    ).toMatchObject({ type: "article", image: `${site.origin}/og/docs/x.png` });
  });

  it("describes the image by what it shows: title, section, details and brand", () => {
    const card = pageHead({
      path: "/blog/ai-customer-service",
      title: "How AI Chatbots Help",
      description: "d",
      type: "article",
      articleSection: "AI",
      details: [{ label: "Reading time", data: "8 min read" }],
    }).card;
    expect(card).toMatchObject({
      imageAlt: `${site.name} Blog card: How AI Chatbots Help (AI · 8 min read)`,
      articleSection: "AI",
      details: [{ label: "Reading time", data: "8 min read" }],
    });
  });

  it("does not repeat on the card a detail its title already says (a job's location)", () => {
    const card = pageHead({
      path: "/careers/frontend-engineer",
      title: "Frontend Engineer (Remote)",
      description: "d",
      details: [{ label: "Location", data: "Remote" }],
    }).card;
    expect(card?.imageAlt).toBe(`${site.name} Careers card: Frontend Engineer (Remote)`);
    expect(card?.details).toEqual([{ label: "Location", data: "Remote" }]);
  });

  it("places every page in a section (the longest matching path; / is the home page alone) and refuses a page in none", () => {
    expect(sectionOf("/")).toBe("Home");
    expect(sectionOf("/blog")).toBe("Blog");
    expect(sectionOf("/blog/tag/ai")).toBe("Blog");
    expect(sectionOf("/careers/senior-ai-engineer")).toBe("Careers");
    expect(sectionOf("/get-started-form/thanks")).toBe("Get started");
    expect(() => sectionOf("/pricingx")).toThrow(/\/pricingx is in no section/);
    for (const path of Object.keys(pages)) expect(() => sectionOf(path), path).not.toThrow();
    expect(new Set(pageSections.map((entry) => entry.path)).size).toBe(pageSections.length);
  });

  it("names each page's image after its path, and reads a title back without the brand", () => {
    expect(socialImagePath("/")).toBe("/og/index.png");
    expect(socialImagePath("/blog/x")).toBe("/og/blog/x.png");
    expect(headingOf(formatTitle("Pricing"))).toBe("Pricing");
    expect(headingOf(formatTitle(site.name))).toBe(site.name);
  });

  it("describes the organization with its contact point and a WebPage on every page", () => {
    const [organization, webPage] = graphOf({ path: "/pricing" });
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: site.name,
      alternateName: site.alternateName,
      logo: `${site.origin}/logo.svg`,
      address: { "@type": "PostalAddress", postalCode: site.address.postalCode },
      contactPoint: { "@type": "ContactPoint", telephone: site.phone, email: site.email },
    });
    expect(webPage).toMatchObject({
      "@type": "WebPage",
      url: `${site.origin}/pricing`,
      name: `Pricing | ${site.name}`,
    });
  });

  it("adds a BreadcrumbList and the page's own structured data after them", () => {
    const graph = graphOf({
      path: "/docs/quick-start",
      title: "Quick start",
      description: "d",
      breadcrumbs: [
        { name: "Docs", path: "/docs" },
        { name: "Quick start", path: "/docs/quick-start" },
      ],
      jsonLd: [{ "@type": "FAQPage" }],
    });
    expect(graph.map((node) => node["@type"])).toEqual([
      "Organization",
      "WebPage",
      "BreadcrumbList",
      "FAQPage",
    ]);
    expect(breadcrumbJsonLd([{ name: "Docs", path: "/docs" }])).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: `${site.origin}/` },
        { position: 2, name: "Docs", item: `${site.origin}/docs` },
      ],
    });
  });

  it("escapes < in the JSON-LD so no text in the data can close its script", () => {
    const head = pageHead({
      path: "/pricing",
      jsonLd: [{ "@type": "Thing", name: "</script><b>" }],
    });
    expect(head.jsonLd).not.toContain("<");
    expect(
      JSON.stringify(graphOf({ path: "/pricing", jsonLd: [{ name: "</script>" }] })),
    ).toContain("</script>");
  });

  it("names no address on the page served at every address: no canonical, card or JSON-LD", () => {
    const head = pageHead({
      path: "/404",
      title: "Page Not Found",
      description: "Gone.",
      noindex: true,
      atEveryAddress: true,
    });
    expect(head).toEqual({
      title: `Page Not Found | ${site.name}`,
      description: "Gone.",
      noindex: true,
      alternates: [],
    });
  });
});
