import { absoluteUrl, site } from "../shared/site";

/** JSON-LD node: a plain schema.org object (without @context; the graph carries it). */
export type JsonLd = Record<string, unknown>;

/** One tag of a page's head, as the base layout renders it (src/layouts/base-layout.astro). */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string }
  | { "script:ld+json": JsonLd };

export interface SeoInput {
  /** Page title without the brand; the template adds it. */
  title: string;
  description: string;
  /** Site path of the page (the canonical URL is origin + path). */
  path: string;
  type?: "website" | "article";
  /** Site path or absolute URL of the social image; the default 1200x630 image otherwise. */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  /** Extra structured data for this page: FAQPage, Product, BlogPosting, JobPosting, ... */
  jsonLd?: JsonLd[];
  /** Breadcrumb trail (not including the home page), emitted as a BreadcrumbList. */
  breadcrumbs?: { name: string; path: string }[];
}

export function formatTitle(title: string): string {
  return title === site.name ? site.name : `${title} | ${site.name}`;
}

export function organizationJsonLd(): JsonLd {
  return {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: site.name,
    alternateName: site.alternateName,
    url: absoluteUrl("/"),
    logo: absoluteUrl(site.logoPath),
    description: site.tagline,
    foundingDate: String(site.foundingYear),
    email: site.email,
    telephone: site.phone,
    address: { "@type": "PostalAddress", ...site.address },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: site.phone,
      email: site.email,
      availableLanguage: ["English"],
    },
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Every route's meta: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function buildMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.path);
  const title = formatTitle(input.title);
  const image = absoluteUrl(input.image ?? site.socialImagePath);
  const imageAlt = input.imageAlt ?? `${site.name}: ${site.tagline}`;
  const webPage: JsonLd = {
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: title,
    description: input.description,
    inLanguage: "en",
    isPartOf: {
      "@type": "WebSite",
      "@id": absoluteUrl("/#website"),
      name: site.name,
      url: absoluteUrl("/"),
    },
    publisher: { "@id": absoluteUrl("/#organization") },
  };
  const graph = [
    organizationJsonLd(),
    webPage,
    ...(input.breadcrumbs?.length ? [breadcrumbJsonLd(input.breadcrumbs)] : []),
    ...(input.jsonLd ?? []),
  ];
  return [
    { title },
    { name: "description", content: input.description },
    ...(input.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": { "@context": "https://schema.org", "@graph": graph } },
  ];
}

/** The tags of `buildMeta` sorted for the base layout: title, meta and link attributes, JSON-LD text. */
export function headTags(meta: MetaDescriptor[]) {
  const head = {
    title: "",
    metas: [] as Record<string, string>[],
    links: [] as Record<string, string>[],
    jsonLd: [] as string[],
  };
  for (const tag of meta) {
    if ("tagName" in tag) {
      const { tagName: _tagName, ...attributes } = tag;
      head.links.push(attributes as Record<string, string>);
    } else if ("title" in tag) head.title = tag.title;
    else if ("script:ld+json" in tag)
      // `<` escaped so no text in the data can close the script element.
      head.jsonLd.push(JSON.stringify(tag["script:ld+json"]).replace(/</g, "\\u003c"));
    else head.metas.push({ ...tag });
  }
  return head;
}
