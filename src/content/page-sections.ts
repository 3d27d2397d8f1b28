/**
 * The one map from path to section of the site: the label on each page's social card (lib/seo.ts,
 * build-tools/social-images.ts) and the group a page's site search result is listed under
 * (lib/search.ts). A page in no section fails the build (lib/page-sections.ts `sectionOf`).
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
  { path: "/staff", section: "Staff" },
  { path: "/blog", section: "Blog" },
  { path: "/docs", section: "Docs" },
  { path: "/guides", section: "Guides" },
  { path: "/api", section: "API reference" },
  { path: "/examples", section: "Examples" },
  { path: "/resources", section: "Resources" },
  { path: "/about", section: "Company" },
  { path: "/partners", section: "Company" },
  { path: "/contact", section: "Contact" },
  { path: "/ask", section: "Contact" },
  { path: "/careers", section: "Careers" },
  { path: "/security", section: "Security" },
  { path: "/privacy", section: "Legal" },
  { path: "/terms", section: "Legal" },
  { path: "/cookies", section: "Legal" },
];
