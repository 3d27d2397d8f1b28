/**
 * Every third-party brand mark the site shows (integrations, technologies, social profiles).
 * The build writes each to /images/brands/{slug}.svg (vite.config.ts): the simple-icons mark
 * where the package has one, a letter tile in the brand colour otherwise. Pages use <img>, so
 * no icon data ships in JavaScript.
 */
export interface BrandLogo {
  slug: string;
  name: string;
  /** Export name in simple-icons (e.g. "siShopify"); absent where the package has no mark. */
  simpleIcon?: string;
  /** Tile colour for the letter fallback. */
  color: string;
}

export const brandLogos: BrandLogo[] = [
  // Integrations
  { slug: "slack", name: "Slack", color: "#4A154B" },
  { slug: "microsoft-teams", name: "Microsoft Teams", color: "#5059C9" },
  { slug: "google-workspace", name: "Google Workspace", color: "#1A73E8" },
  { slug: "zapier", name: "Zapier", simpleIcon: "siZapier", color: "#FF4F00" },
  { slug: "airtable", name: "Airtable", simpleIcon: "siAirtable", color: "#18BFFF" },
  { slug: "salesforce", name: "Salesforce", color: "#00A1E0" },
  { slug: "notion", name: "Notion", simpleIcon: "siNotion", color: "#000000" },
  { slug: "asana", name: "Asana", simpleIcon: "siAsana", color: "#F06A6A" },
  { slug: "hubspot", name: "HubSpot", simpleIcon: "siHubspot", color: "#FF7A59" },
  { slug: "shopify", name: "Shopify", simpleIcon: "siShopify", color: "#7AB55C" },
  { slug: "trello", name: "Trello", simpleIcon: "siTrello", color: "#0052CC" },
  { slug: "jira", name: "Jira", simpleIcon: "siJira", color: "#0052CC" },
  { slug: "github", name: "GitHub", simpleIcon: "siGithub", color: "#181717" },
  { slug: "gitlab", name: "GitLab", simpleIcon: "siGitlab", color: "#FC6D26" },
  { slug: "bitbucket", name: "Bitbucket", simpleIcon: "siBitbucket", color: "#0052CC" },
  { slug: "aws", name: "AWS", color: "#232F3E" },
  { slug: "azure", name: "Azure", color: "#0078D4" },
  { slug: "google-cloud", name: "Google Cloud", simpleIcon: "siGooglecloud", color: "#4285F4" },
  { slug: "stripe", name: "Stripe", simpleIcon: "siStripe", color: "#635BFF" },
  { slug: "paypal", name: "PayPal", simpleIcon: "siPaypal", color: "#002991" },
  { slug: "zoom", name: "Zoom", simpleIcon: "siZoom", color: "#0B5CFF" },
  { slug: "google-meet", name: "Google Meet", simpleIcon: "siGooglemeet", color: "#00897B" },
  { slug: "linkedin", name: "LinkedIn", color: "#0A66C2" },
  { slug: "twitter", name: "Twitter", simpleIcon: "siX", color: "#000000" },
  { slug: "facebook", name: "Facebook", simpleIcon: "siFacebook", color: "#0866FF" },
  { slug: "instagram", name: "Instagram", simpleIcon: "siInstagram", color: "#FF0069" },
  { slug: "mailchimp", name: "Mailchimp", simpleIcon: "siMailchimp", color: "#241C15" },
  { slug: "zendesk", name: "Zendesk", simpleIcon: "siZendesk", color: "#03363D" },
  { slug: "intercom", name: "Intercom", simpleIcon: "siIntercom", color: "#1F8DED" },
  { slug: "dropbox", name: "Dropbox", simpleIcon: "siDropbox", color: "#0061FF" },
  { slug: "box", name: "Box", simpleIcon: "siBox", color: "#0061D5" },
  { slug: "onedrive", name: "OneDrive", color: "#0078D4" },
  { slug: "google-drive", name: "Google Drive", simpleIcon: "siGoogledrive", color: "#4285F4" },
  { slug: "monday", name: "Monday.com", color: "#FF3D57" },
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
  { slug: "x", name: "X", simpleIcon: "siX", color: "#000000" },
];

/** Path of a brand's generated mark. */
export const brandLogoSrc = (slug: string) => `/images/brands/${slug}.svg`;
