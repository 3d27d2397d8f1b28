import { freeTrial } from "../shared/trial";

/** Fictional companies shown on /checkout-demo; their sites use the reserved .example domain. */
export interface DemoCompany {
  /** The companies, their stories and their sites are fictional. */
  illustrative: true;
  slug: string;
  name: string;
  industry: string;
  logo: string;
  description: string;
  website: string;
}

export const demoCompanies: DemoCompany[] = [
  {
    illustrative: true,
    slug: "northwind-outfitters",
    name: "Northwind Outfitters",
    industry: "Outdoor retail",
    logo: "/images/demo/northwind-outfitters.svg",
    description:
      "An online outdoor-gear store whose chatbot answers sizing and shipping questions, and whose workflows e-mail a reminder for each abandoned cart its own server reports.",
    website: "https://northwind-outfitters.example",
  },
  {
    illustrative: true,
    slug: "maplecrest-health",
    name: "Maplecrest Health",
    industry: "Healthcare",
    logo: "/images/demo/maplecrest-health.svg",
    description:
      "A group of family clinics whose assistants answer hours, insurance and visit-preparation questions around the clock, one per language in five languages, and give patients the clinic's number for anything about their health.",
    website: "https://maplecrest-health.example",
  },
  {
    illustrative: true,
    slug: "harborline-logistics",
    name: "Harborline Logistics",
    industry: "Courier and logistics",
    logo: "/images/demo/harborline-logistics.svg",
    description:
      "A regional courier whose own system reads delivery notes, and whose chat gives customers the links to track and reroute their parcels.",
    website: "https://harborline-logistics.example",
  },
  {
    illustrative: true,
    slug: "ledgerly-accounting",
    name: "Ledgerly Accounting",
    industry: "Finance",
    logo: "/images/demo/ledgerly-accounting.svg",
    description:
      "An accounting firm whose own extraction step reads invoices, and whose workflows log them, e-mail clients about missing receipts and share month-end reports for review.",
    website: "https://ledgerly-accounting.example",
  },
  {
    illustrative: true,
    slug: "harbor-coffee",
    name: "Harbor Coffee",
    industry: "Food and drink",
    logo: "/images/demo/harbor-coffee.svg",
    description:
      "A café chain that drafts and schedules its weekly Facebook posts and answers opening-hours comments automatically.",
    website: "https://harbor-coffee.example",
  },
  {
    illustrative: true,
    slug: "skyway-travel",
    name: "Skyway Travel",
    industry: "Travel",
    logo: "/images/demo/skyway-travel.svg",
    description:
      "A travel agency whose assistant answers visa and baggage questions and hands complex itineraries to a human agent.",
    website: "https://skyway-travel.example",
  },
];

export const demoCompaniesCopy = {
  eyebrow: "See it in action",
  /** The grid's accessible name. */
  gridLabel: "Demo companies",
  note: "These companies are fictional demonstrations; their websites use the reserved .example domain.",
  visitLabel: "Visit Website",
  /** The rest of the visit link's name for screen readers; `{company}` is the company's name. */
  visitOf: "of {company} (opens in a new tab)",
  cta: {
    title: "Build Your Own in an Afternoon",
    description: freeTrial.howItStarts,
    primary: { label: "Start Your Free Trial", href: freeTrial.href },
    secondary: { label: "Compare plans", href: "/pricing" },
  },
} as const;
