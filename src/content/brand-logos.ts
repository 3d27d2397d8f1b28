/**
 * Every third-party brand mark the site shows (integrations, technologies, social profiles),
 * drawn by `<Icon brand>` (components/ui/icon.tsx) so no icon data ships in JavaScript and no
 * request leaves the site:
 * - /images/brands/{slug}.svg (written by build-tools/brand-icons.ts, shown as an <img>), the
 *   catalogue mark: the simple-icons mark in the brand colour, our own drawing (`mark`) or, where
 *   neither exists (simple-icons dropped several brands for trademark reasons), the brand's
 *   `initials` set in the site's font in the brand colour; pages put every brand in the same
 *   neutral tile (integration-card.tsx);
 * - for brands with `social`, the bare mark as a symbol of the page's icon sprite
 *   (components/ui/icon-sprite.ts), in the text's ink: the footer's profiles and the blog's share
 *   bar show these as one matching set.
 */
export interface BrandLogo {
  slug: string;
  name: string;
  /** Export name in simple-icons (e.g. "siShopify"); absent where the package has no mark. */
  simpleIcon?: string;
  /** Our own drawing of a simple mark, an SVG path in a 24x24 box (filled, even-odd). */
  mark?: string;
  /** Up to three letters for the tile of a brand without a mark. */
  initials?: string;
  /** The brand colour: the mark or the initials on the tile. */
  color: string;
  /** Also drawn as a one-colour glyph of the icon sprite (footer profiles, share bar). */
  social?: true;
}

/**
 * LinkedIn's "in": a rounded square with the letters cut out, drawn for this site from simple
 * shapes (simple-icons no longer ships the brand).
 */
const linkedInMark =
  "M4.3 1h15.4a3.3 3.3 0 0 1 3.3 3.3v15.4a3.3 3.3 0 0 1-3.3 3.3H4.3A3.3 3.3 0 0 1 1 19.7V4.3A3.3 3.3 0 0 1 4.3 1z" +
  "M5.07 6.61a1.98 1.98 0 1 0 3.96 0 1.98 1.98 0 1 0-3.96 0z" +
  "M5.18 9.8h3.52v9.35H5.18z" +
  "M10.9 9.8h3.3v1.43c.66-1.1 1.76-1.76 3.3-1.76 2.42 0 3.52 1.54 3.52 4.4v5.28h-3.41v-4.84c0-1.43-.55-2.09-1.65-2.09-1.21 0-1.76.77-1.76 2.09v4.84H10.9z";

export const brandLogos: BrandLogo[] = [
  // Integrations
  { slug: "slack", name: "Slack", initials: "S", color: "#4A154B" },
  { slug: "microsoft-teams", name: "Microsoft Teams", initials: "MT", color: "#5059C9" },
  { slug: "google-workspace", name: "Google Workspace", initials: "GW", color: "#1A73E8" },
  { slug: "zapier", name: "Zapier", simpleIcon: "siZapier", color: "#FF4F00" },
  { slug: "airtable", name: "Airtable", simpleIcon: "siAirtable", color: "#18BFFF" },
  { slug: "salesforce", name: "Salesforce", initials: "SF", color: "#00A1E0" },
  { slug: "notion", name: "Notion", simpleIcon: "siNotion", color: "#000000" },
  { slug: "asana", name: "Asana", simpleIcon: "siAsana", color: "#F06A6A" },
  { slug: "hubspot", name: "HubSpot", simpleIcon: "siHubspot", color: "#FF7A59" },
  { slug: "shopify", name: "Shopify", simpleIcon: "siShopify", color: "#7AB55C" },
  { slug: "trello", name: "Trello", simpleIcon: "siTrello", color: "#0052CC" },
  { slug: "jira", name: "Jira", simpleIcon: "siJira", color: "#0052CC" },
  { slug: "github", name: "GitHub", simpleIcon: "siGithub", color: "#181717" },
  { slug: "gitlab", name: "GitLab", simpleIcon: "siGitlab", color: "#FC6D26" },
  { slug: "bitbucket", name: "Bitbucket", simpleIcon: "siBitbucket", color: "#0052CC" },
  { slug: "aws", name: "AWS", initials: "AWS", color: "#232F3E" },
  { slug: "azure", name: "Azure", initials: "Az", color: "#0078D4" },
  { slug: "google-cloud", name: "Google Cloud", simpleIcon: "siGooglecloud", color: "#4285F4" },
  { slug: "stripe", name: "Stripe", simpleIcon: "siStripe", color: "#635BFF" },
  { slug: "paypal", name: "PayPal", simpleIcon: "siPaypal", color: "#002991" },
  { slug: "zoom", name: "Zoom", simpleIcon: "siZoom", color: "#0B5CFF" },
  { slug: "google-meet", name: "Google Meet", simpleIcon: "siGooglemeet", color: "#00897B" },
  { slug: "linkedin", name: "LinkedIn", mark: linkedInMark, color: "#0A66C2", social: true },
  { slug: "twitter", name: "Twitter", simpleIcon: "siX", color: "#000000" },
  { slug: "facebook", name: "Facebook", simpleIcon: "siFacebook", color: "#0866FF", social: true },
  {
    slug: "instagram",
    name: "Instagram",
    simpleIcon: "siInstagram",
    color: "#FF0069",
    social: true,
  },
  { slug: "mailchimp", name: "Mailchimp", simpleIcon: "siMailchimp", color: "#241C15" },
  { slug: "zendesk", name: "Zendesk", simpleIcon: "siZendesk", color: "#03363D" },
  { slug: "intercom", name: "Intercom", simpleIcon: "siIntercom", color: "#1F8DED" },
  { slug: "dropbox", name: "Dropbox", simpleIcon: "siDropbox", color: "#0061FF" },
  { slug: "box", name: "Box", simpleIcon: "siBox", color: "#0061D5" },
  { slug: "onedrive", name: "OneDrive", initials: "OD", color: "#0078D4" },
  { slug: "google-drive", name: "Google Drive", simpleIcon: "siGoogledrive", color: "#4285F4" },
  { slug: "monday", name: "Monday.com", initials: "M", color: "#FF3D57" },
  { slug: "clickup", name: "ClickUp", simpleIcon: "siClickup", color: "#7B68EE" },
  { slug: "wordpress", name: "WordPress", simpleIcon: "siWordpress", color: "#21759B" },
  { slug: "webflow", name: "Webflow", simpleIcon: "siWebflow", color: "#146EF5" },
  // Technologies
  { slug: "python", name: "Python", simpleIcon: "siPython", color: "#3776AB" },
  { slug: "typescript", name: "TypeScript", simpleIcon: "siTypescript", color: "#3178C6" },
  { slug: "react", name: "React", simpleIcon: "siReact", color: "#087EA4" },
  { slug: "nextjs", name: "Next.js", simpleIcon: "siNextdotjs", color: "#000000" },
  { slug: "nodejs", name: "Node.js", simpleIcon: "siNodedotjs", color: "#5FA04E" },
  { slug: "fastapi", name: "FastAPI", simpleIcon: "siFastapi", color: "#009688" },
  { slug: "tensorflow", name: "TensorFlow", simpleIcon: "siTensorflow", color: "#FF6F00" },
  { slug: "pytorch", name: "PyTorch", simpleIcon: "siPytorch", color: "#EE4C2C" },
  { slug: "langchain", name: "LangChain", simpleIcon: "siLangchain", color: "#1C3C3C" },
  { slug: "docker", name: "Docker", simpleIcon: "siDocker", color: "#2496ED" },
  { slug: "kubernetes", name: "Kubernetes", simpleIcon: "siKubernetes", color: "#326CE5" },
  { slug: "n8n", name: "n8n", simpleIcon: "siN8n", color: "#EA4B71" },
  { slug: "postgresql", name: "PostgreSQL", simpleIcon: "siPostgresql", color: "#4169E1" },
  { slug: "mongodb", name: "MongoDB", simpleIcon: "siMongodb", color: "#47A248" },
  { slug: "graphql", name: "GraphQL", simpleIcon: "siGraphql", color: "#E10098" },
  // Social profiles (footer)
  { slug: "x", name: "X", simpleIcon: "siX", color: "#000000", social: true },
];

/** Path of a brand's catalogue tile. */
export const brandLogoSrc = (slug: string) => `/images/brands/${slug}.svg`;
