/**
 * Brand and contact details: the only place they are written down.
 * `SITE_URL` is read at build time (prerender), so the canonical origin is baked into the HTML.
 */
const envOrigin =
  typeof process !== "undefined" && process.env?.SITE_URL ? process.env.SITE_URL : undefined;

export const site = {
  name: "Automatica",
  alternateName: "AutomateAI",
  tagline:
    "AI chatbots, workflow automation and social-page automation that give your team its time back.",
  origin: (envOrigin ?? import.meta.env?.VITE_SITE_URL ?? "https://automatica.example").replace(
    /\/+$/,
    "",
  ),
  address: {
    streetAddress: "350 Market Street, Suite 1200",
    addressLocality: "San Francisco",
    addressRegion: "CA",
    postalCode: "94105",
    addressCountry: "US",
  },
  phone: "+1 (555) 010-4200",
  email: "hello@automatica.example",
  noReplyEmail: "no-reply@automatica.example",
  foundingYear: 2022,
  logoPath: "/logo.svg",
  /** The browser's UI colour (`theme-color`) in each theme. */
  themeColor: { light: "#4f46e5", dark: "#0f172a" },
  /** The time zone of the hours below: the office in San Francisco. */
  timeZone: { label: "Pacific Time (PT)", iana: "America/Los_Angeles" },
  hours: [
    { days: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
    { days: "Sat", hours: "10:00 AM-4:00 PM" },
    { days: "Sun", hours: "Closed" },
  ],
} as const;

/** The phone number in the form a `tel:` link needs. */
export const phoneHref = `tel:${site.phone.replace(/[^+\d]/g, "")}`;
export const emailHref = `mailto:${site.email}`;

/** One line: "350 Market Street, Suite 1200, San Francisco, CA 94105". */
export const addressLine = `${site.address.streetAddress}, ${site.address.addressLocality}, ${site.address.addressRegion} ${site.address.postalCode}`;

/** Absolute URL on the canonical origin for a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.origin}/`).toString();
}
