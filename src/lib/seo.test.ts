import { describe, expect, it } from "vitest";
import { site } from "../shared/site";
import { pageMeta } from "./page-data";
import { breadcrumbJsonLd, buildMeta, formatTitle } from "./seo";

type Descriptor = Record<string, unknown>;
const find = (meta: Descriptor[], key: string, value: string) =>
  meta.find((tag) => tag[key] === value);
const graphOf = (meta: Descriptor[]) =>
  (meta.find((tag) => "script:ld+json" in tag)?.["script:ld+json"] as { "@graph": Descriptor[] })[
    "@graph"
  ];

describe("buildMeta", () => {
  const meta = buildMeta({
    title: "Pricing",
    description: "Plans for every team.",
    path: "/pricing",
  }) as Descriptor[];

  it("puts the brand into the title template", () => {
    expect(meta[0]).toEqual({ title: `Pricing | ${site.name}` });
    expect(formatTitle(site.name)).toBe(site.name);
  });

  it("sets the description, a canonical link on the site origin and Open Graph tags", () => {
    expect(find(meta, "name", "description")).toEqual({
      name: "description",
      content: "Plans for every team.",
    });
    expect(find(meta, "rel", "canonical")).toMatchObject({
      tagName: "link",
      href: `${site.origin}/pricing`,
    });
    expect(find(meta, "property", "og:url")).toMatchObject({ content: `${site.origin}/pricing` });
    expect(find(meta, "property", "og:type")).toMatchObject({ content: "website" });
    expect(find(meta, "property", "og:image")).toMatchObject({
      content: `${site.origin}${site.socialImagePath}`,
    });
    expect(find(meta, "name", "twitter:card")).toMatchObject({ content: "summary_large_image" });
  });

  it("describes the organization with its contact point and a WebPage on every page", () => {
    const [organization, webPage] = graphOf(meta);
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: site.name,
      alternateName: site.alternateName,
      logo: `${site.origin}/logo.svg`,
      address: { "@type": "PostalAddress", postalCode: site.address.postalCode },
      contactPoint: { "@type": "ContactPoint", telephone: site.phone, email: site.email },
    });
    expect(webPage).toMatchObject({ "@type": "WebPage", url: `${site.origin}/pricing` });
  });

  it("adds a BreadcrumbList and extra structured data when given", () => {
    const withExtras = buildMeta({
      title: "Quick start",
      description: "d",
      path: "/docs/quick-start",
      breadcrumbs: [
        { name: "Docs", path: "/docs" },
        { name: "Quick start", path: "/docs/quick-start" },
      ],
      jsonLd: [{ "@type": "FAQPage" }],
    }) as Descriptor[];
    const graph = graphOf(withExtras);
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

  it("marks pages kept out of search engines as noindex", () => {
    expect(find(pageMeta("/login") as Descriptor[], "name", "robots")).toMatchObject({
      content: "noindex, follow",
    });
    expect(find(pageMeta("/pricing") as Descriptor[], "name", "robots")).toBeUndefined();
  });
});
