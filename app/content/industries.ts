/**
 * Industries: the home page's grid (the nine with `onHome`), /solutions' 'Learn More' links and the
 * /industries/{slug} pages all read this module.
 */

export interface Industry {
  slug: string;
  title: string;
  /** One line for cards. */
  description: string;
  /** lucide-react icon name, resolved by the icon map in components/sections/industry-icon.tsx. */
  icon: string;
  /** Accent colour (hex), used for the card's icon tile. */
  color: string;
  onHome: boolean;
}

export const industries: Industry[] = [
  {
    slug: "healthcare",
    title: "Healthcare",
    description: "Patient scheduling, reminders and intake that never keep anyone waiting.",
    icon: "heart-pulse",
    color: "#e11d48",
    onHome: true,
  },
  {
    slug: "banking",
    title: "Banking & Finance",
    description: "Secure account help, KYC document checks and fraud alerts around the clock.",
    icon: "landmark",
    color: "#0f766e",
    onHome: true,
  },
  {
    slug: "travel",
    title: "Travel & Hospitality",
    description: "Bookings, changes and local tips answered instantly in any language.",
    icon: "plane",
    color: "#0369a1",
    onHome: true,
  },
  {
    slug: "ecommerce",
    title: "Retail & eCommerce",
    description: "Order tracking, returns and abandoned-cart recovery on autopilot.",
    icon: "shopping-cart",
    color: "#7c3aed",
    onHome: true,
  },
  {
    slug: "food",
    title: "Food & Restaurants",
    description: "Reservations, menu questions and delivery updates without the phone queue.",
    icon: "utensils",
    color: "#c2410c",
    onHome: true,
  },
  {
    slug: "courier",
    title: "Courier & Logistics",
    description: "Real-time parcel tracking, delivery rescheduling and proof of delivery.",
    icon: "truck",
    color: "#a16207",
    onHome: true,
  },
  {
    slug: "sales",
    title: "Sales & Marketing",
    description: "Qualify leads, book meetings and sync every conversation to your CRM.",
    icon: "trending-up",
    color: "#4f46e5",
    onHome: true,
  },
  {
    slug: "cnf",
    title: "Clearing & Forwarding",
    description: "Customs paperwork, shipment status and duty questions handled automatically.",
    icon: "container",
    color: "#334155",
    onHome: true,
  },
  {
    slug: "airlines",
    title: "Airlines",
    description: "Flight status, rebooking and baggage queries resolved in seconds.",
    icon: "plane-takeoff",
    color: "#1d4ed8",
    onHome: true,
  },
  {
    slug: "manufacturing",
    title: "Manufacturing",
    description:
      "Supplier orders, maintenance requests and quality reports that flow on their own.",
    icon: "factory",
    color: "#475569",
    onHome: false,
  },
  {
    slug: "legal",
    title: "Legal",
    description: "Client intake, document review and deadline reminders with a full audit trail.",
    icon: "scale",
    color: "#9f1239",
    onHome: false,
  },
  {
    slug: "education",
    title: "Education",
    description: "Admissions questions, enrolment paperwork and student support at any hour.",
    icon: "graduation-cap",
    color: "#15803d",
    onHome: false,
  },
];

export const homeIndustries = industries.filter((industry) => industry.onHome);
