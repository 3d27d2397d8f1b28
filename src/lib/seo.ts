import { pages, type PageInfo, type StaticPath } from "../content/pages";
import { socialCardCopy, type CardDetail } from "../content/social-card";
import { sectionOf } from "./page-sections";
import { absoluteUrl, site } from "../shared/site";

/** JSON-LD node: a plain schema.org object (without @context; the graph carries it). */
export type JsonLd = Record<string, unknown>;

/** A link in the head to another form of the page, such as the blog's RSS feed. */
export interface AlternateLink {
  type: string;
  title: string;
  href: string;
}

/** The fields any page's meta may carry besides its address, title and description. */
interface MetaFields {
  type?: "website" | "article";
  /** An article's category (a post's): `article:section`, and shown on its social image. */
  articleSection?: string;
  /**
   * Up to two facts about the page (a post's reading time, a job's location): twitter:label1/data1
   * and label2/data2, which link previews show, and a line of the social image.
   */
  details?: readonly [CardDetail] | readonly [CardDetail, CardDetail];
  /** Marks the page noindex for search engines and leaves it out of the site search. */
  noindex?: boolean;
  /** Extra structured data for this page: FAQPage, Product, BlogPosting, JobPosting, ... */
  jsonLd?: JsonLd[];
  /** Breadcrumb trail (not including the home page), emitted as a BreadcrumbList. */
  breadcrumbs?: { name: string; path: string }[];
  /** Other forms of the page announced in the head (the blog's feed). */
  alternates?: AlternateLink[];
}

/**
 * The one meta object a page hands to the base layout (`<BaseLayout meta={...}>`).
 * A fixed page of content/pages.ts names only its path (and any extra fields): its title,
 * description and noindex come from that list. Any other page brings its own title and description.
 */
export type PageMeta = MetaFields &
  (
    | { path: StaticPath; title?: string; description?: string }
    | {
        /** Site path of the page (the canonical URL is origin + path). */
        path: string;
        /** Page title without the brand; the template adds it. */
        title: string;
        description: string;
        /**
         * Served at every unknown address (the not-found page): no canonical link, Open Graph or
         * JSON-LD, since those name one address.
         */
        atEveryAddress?: boolean;
      }
  );

/** The head a page's meta comes to, as src/components/layout/page-head.tsx renders it. */
export interface PageHeadContent {
  /** The <title>, brand included. */
  title: string;
  description: string;
  noindex: boolean;
  /** The page's one address and its social card; absent on the page served at every address. */
  card?: {
    url: string;
    type: "website" | "article";
    /** The page's own social image (build-tools/social-images.ts draws it from this head). */
    image: string;
    imageAlt: string;
    articleSection?: string;
    details: readonly CardDetail[];
  };
  alternates: AlternateLink[];
  /** The JSON-LD graph as script text; absent on the page served at every address. */
  jsonLd?: string;
}

export function formatTitle(title: string): string {
  return title === site.name ? site.name : `${title} | ${site.name}`;
}

/** The page's own title from its <title> (or og:title): formatTitle undone. */
export function headingOf(title: string): string {
  const suffix = ` | ${site.name}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Where a page's social image is built: /og/index.png for /, /og/blog/x.png for /blog/x. */
export function socialImagePath(path: string): string {
  return `/og${path === "/" ? "/index" : path}.png`;
}

/**
 * The line of details under the card's title: category, then the data of each detail, less one
 * the title already ends with in brackets (a job's title ends with its location).
 */
export function cardDetails(
  title: string,
  articleSection: string | undefined,
  details: readonly CardDetail[],
): string[] {
  return [
    ...(articleSection ? [articleSection] : []),
    ...details.map((detail) => detail.data),
  ].filter((detail) => !title.endsWith(`(${detail})`));
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

/** JSON-LD as the text of a script element: `<` escaped so no text in the data can close it. */
function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Every page's head from its meta: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function pageHead(meta: PageMeta): PageHeadContent {
  const fixed: Partial<PageInfo> = Object.hasOwn(pages, meta.path)
    ? pages[meta.path as StaticPath]
    : {};
  const heading = meta.title ?? fixed.metaTitle ?? fixed.title;
  const description = meta.description ?? fixed.description;
  if (heading === undefined || description === undefined)
    throw new Error(
      `The meta of ${meta.path} needs a title and a description (not in content/pages.ts).`,
    );
  const title = formatTitle(heading);
  const head: PageHeadContent = {
    title,
    description,
    noindex: meta.noindex ?? fixed.noindex ?? false,
    alternates: meta.alternates ?? [],
  };
  if ("atEveryAddress" in meta && meta.atEveryAddress) return head;
  const url = absoluteUrl(meta.path);
  const webPage: JsonLd = {
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: title,
    description,
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
    ...(meta.breadcrumbs?.length ? [breadcrumbJsonLd(meta.breadcrumbs)] : []),
    ...(meta.jsonLd ?? []),
  ];
  const details = meta.details ?? [];
  return {
    ...head,
    card: {
      url,
      type: meta.type ?? "website",
      image: absoluteUrl(socialImagePath(meta.path)),
      imageAlt: socialCardCopy.imageAlt({
        title: heading,
        section: sectionOf(meta.path),
        brand: site.name,
        details: cardDetails(heading, meta.articleSection, details),
      }),
      ...(meta.articleSection ? { articleSection: meta.articleSection } : {}),
      details,
    },
    jsonLd: jsonLdText({ "@context": "https://schema.org", "@graph": graph }),
  };
}
