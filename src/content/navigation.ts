/** Header, mobile menu and footer links, exactly as SPEC section 2 lists them. */

import type { IconName } from "./icon-names";

export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

export interface NavMenu {
  label: string;
  /** Present in the markup but not shown (SPEC: Features and Resources menus are hidden). */
  hidden?: boolean;
  items: NavLink[];
}

export type HeaderEntry =
  ({ kind: "link" } & NavLink & { hidden?: boolean }) | ({ kind: "menu" } & NavMenu);

export const headerNav: HeaderEntry[] = [
  { kind: "link", label: "Home", href: "/" },
  {
    kind: "menu",
    label: "Features",
    hidden: true,
    items: [
      { label: "AI Chatbots", href: "/features#ai-chatbots" },
      { label: "Workflow Automation", href: "/features#workflow-automation" },
      { label: "eCommerce Automation", href: "/features#ecommerce-automation" },
      { label: "Integrations", href: "/integrations" },
    ],
  },
  {
    kind: "menu",
    label: "Solutions",
    items: [
      {
        label: "AI Chatbots",
        href: "/features#ai-chatbots",
        description: "Answer customers instantly, day and night",
      },
      {
        label: "Workflow Automation",
        href: "/features#workflow-automation",
        description: "Hand repetitive work to reliable workflows",
      },
      {
        label: "eCommerce Automation",
        href: "/features#ecommerce-automation",
        description: "Paid orders announced; stock and carts from your server",
      },
      {
        label: "Customer Service",
        href: "/solutions#customer-service",
        description: "Faster answers with fewer tickets",
      },
      {
        label: "eCommerce",
        href: "/solutions#ecommerce",
        description: "Automation built for online stores",
      },
      {
        label: "Finance",
        href: "/solutions#finance",
        description: "Back-office paperwork, routed for review",
      },
    ],
  },
  { kind: "link", label: "Pricing", href: "/pricing" },
  {
    kind: "menu",
    label: "Resources",
    hidden: true,
    items: [
      { label: "Documentation", href: "/docs" },
      { label: "Guides", href: "/guides" },
      { label: "API Reference", href: "/api" },
      { label: "Blog", href: "/blog" },
    ],
  },
  {
    kind: "menu",
    label: "Company",
    items: [
      { label: "About Us", href: "/about", description: "Our story, mission and team" },
      { label: "Careers", href: "/careers", description: "Join us and build what's next" },
      { label: "Contact", href: "/contact", description: "Talk to sales or support" },
      {
        label: "Partners",
        href: "/partners",
        description: "Grow with the Automatica partner program",
      },
    ],
  },
];

export const loginLink: NavLink & { hidden: boolean } = {
  label: "Login",
  href: "/login",
  hidden: true,
};
export const getStartedLink: NavLink = { label: "Get Started", href: "/get-started-form" };

export const mobileNav: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Solutions", href: "/solutions" },
  { label: "Pricing", href: "/pricing" },
  { label: "About", href: "/about" },
  { label: "Contact Us", href: "/contact" },
  { label: "Blog", href: "/blog" },
  { label: "Data Security", href: "/security" },
];

export interface FooterSection {
  title: string;
  links: NavLink[];
}

export const footerSections: FooterSection[] = [
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Careers", href: "/careers" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    title: "Product",
    links: [
      { label: "Features", href: "/features" },
      { label: "Integrations", href: "/integrations" },
      { label: "Enterprise", href: "/enterprise" },
      { label: "Solutions", href: "/solutions" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy", href: "/privacy" },
      { label: "Terms", href: "/terms" },
      { label: "Security", href: "/security" },
      { label: "Cookies", href: "/cookies" },
    ],
  },
  {
    title: "Blog",
    links: [
      { label: "AI in Customer Service", href: "/blog/ai-customer-service" },
      { label: "Business Automation Guide", href: "/blog/business-automation" },
      { label: "eCommerce Automation", href: "/blog/ecommerce-automation" },
    ],
  },
];

export const footerBottomLinks: NavLink[] = [
  { label: "Privacy", href: "/privacy" },
  { label: "Terms", href: "/terms" },
  { label: "Cookies", href: "/cookies" },
];

/** The SPEC's social icons link nowhere: they are shown as labelled icons, not links. */
export const socialProfiles = [
  { label: "Automatica on LinkedIn", icon: "linkedin" },
  { label: "Automatica on X", icon: "x" },
  { label: "Automatica on Facebook", icon: "facebook" },
  { label: "Automatica on Instagram", icon: "instagram" },
] as const;

/** A link is current when its path (without hash or query) equals the current path. */
export function isCurrentPath(href: string, pathname: string): boolean {
  const path = href.split(/[?#]/)[0] || "/";
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  return normalise(path) === normalise(pathname);
}

/** The header's accessible names for the mobile menu (its button, its dialog, its close button). */
export const mobileMenuLabels = {
  open: "Open menu",
  dialog: "Menu",
  close: "Close menu",
  nav: "Mobile",
} as const;

/**
 * The theme control's copy (components/layout/theme-control.tsx), in the header and the mobile
 * menu: its opener's name says the theme now in use ("Theme: Dark"); the choices are a radio group
 * named by `legend`. System follows the device's setting.
 */
export const themeLabels = {
  button: "Theme:",
  legend: "Theme",
  options: [
    { value: "light", label: "Light", icon: "sun" },
    { value: "dark", label: "Dark", icon: "moon" },
    { value: "system", label: "System", icon: "monitor" },
  ],
} as const satisfies {
  button: string;
  legend: string;
  options: readonly { value: "light" | "dark" | "system"; label: string; icon: IconName }[];
};

/** A breadcrumb trail's accessible name, and its first crumb. */
export const breadcrumbLabels = { nav: "Breadcrumb", home: "Home" } as const;

/** Accessible names of the header's navigation, the footer's link lists and the back-to-top link. */
export const layoutLabels = {
  headerNav: "Main",
  footerLegal: "Legal",
  footerSocial: "Social media",
  scrollToTop: "Scroll to top",
  /** The first link of every page, shown on keyboard focus. */
  skipToContent: "Skip to content",
  /** The logo link's name for screen readers; `{name}` is the company's name. */
  homeLink: "{name}: automate your business with AI, go to the home page",
  /** The footer's last line; `{year}` is the current year, `{name}` the company's name. */
  copyright: "© {year} {name}. All rights reserved.",
} as const;
