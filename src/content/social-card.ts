/**
 * The social preview image of every page (1200x630 PNG, /og/<path>.png): the section of the site
 * each page belongs to, the labels of the details a card may carry, and the text that describes
 * the image to those who cannot see it. The SEO helper (lib/seo.ts) reads this for the head; the
 * build (build-tools/social-images.ts) reads the same map for the picture.
 */

/** One entry of the section map: a path and everything below it. */
export interface PageSection {
  /** "/" matches the home page only; any other path matches itself and every path below it. */
  path: string;
  /** The small label on the card: Blog, Docs, Careers… */
  section: string;
}

/** Which section each page is in, by the start of its path; the longest match wins. */
export const pageSections: readonly PageSection[] = [
  { path: "/", section: "Home" },
  { path: "/features", section: "Product" },
  { path: "/integrations", section: "Product" },
  { path: "/enterprise", section: "Product" },
  { path: "/chatbot", section: "Product" },
  { path: "/business-automation", section: "Product" },
  { path: "/facebook-automation", section: "Product" },
  { path: "/facebook-demo", section: "Demo" },
  { path: "/checkout-demo", section: "Demo" },
  { path: "/pricing", section: "Pricing" },
  { path: "/solutions", section: "Solutions" },
  { path: "/industries", section: "Industries" },
  { path: "/get-started", section: "Get started" },
  { path: "/get-started-form", section: "Get started" },
  { path: "/login", section: "Sign in" },
  { path: "/blog", section: "Blog" },
  { path: "/docs", section: "Docs" },
  { path: "/guides", section: "Guides" },
  { path: "/api", section: "API reference" },
  { path: "/examples", section: "Examples" },
  { path: "/resources", section: "Resources" },
  { path: "/about", section: "Company" },
  { path: "/partners", section: "Company" },
  { path: "/contact", section: "Contact" },
  { path: "/careers", section: "Careers" },
  { path: "/security", section: "Security" },
  { path: "/privacy", section: "Legal" },
  { path: "/terms", section: "Legal" },
  { path: "/cookies", section: "Legal" },
];

/** A fact shown on the card under the title and carried in the head as twitter:label/data. */
export interface CardDetail {
  label: string;
  data: string;
}

export const socialCardCopy = {
  /** The label of a post's reading time ("6 min read") and of a job's location. */
  readingTimeLabel: "Reading time",
  locationLabel: "Location",
  /** og:image:alt: what the image shows, word for word, and whose it is. */
  imageAlt: (card: { title: string; section: string; brand: string; details: string[] }) =>
    `${card.brand} ${card.section} card: ${card.title}` +
    (card.details.length ? ` (${card.details.join(" · ")})` : ""),
};
