/** /careers and /careers/{slug}: the culture block and the six benefits every role includes. */
import { departments, departmentTabs, jobs } from "./jobs";

export interface Benefit {
  title: string;
  description: string;
}

/** The careers hero button: jumps to the open positions. */
export const openingsLink = { label: "View Open Positions", href: "#openings" };
export const openingsTitle = "Open positions";

/** The careers page's benefits section heading. */
export const benefitsHeading = {
  title: "Benefits",
  description: "Every role, in every location, comes with the same package.",
};
/** The accessible name of the department tabs over the open positions. */
export const openingsTabsLabel = "Filter positions by department";

export const culture = {
  title: "How we work",
  description:
    "We're a remote-friendly team with offices in San Francisco and New York. We write things down, ship in small steps, and talk to customers every week. Everyone owns real problems from the first month, and nobody is expected to answer messages at midnight.",
  points: [
    "Written-first, with focused time protected every week",
    "Small teams that own a product area end to end",
    "Regular customer calls for every role, not just sales",
  ],
};

export const benefits: Benefit[] = [
  {
    title: "Competitive salary and equity",
    description: "Transparent salary bands and stock options for every employee.",
  },
  {
    title: "Health, dental and vision",
    description: "Comprehensive cover for you and your dependants, fully paid for you.",
  },
  {
    title: "Remote-friendly",
    description: "Work from home or our offices, with a $1,500 home-office budget.",
  },
  {
    title: "Flexible time off",
    description: "A minimum of 20 days off a year, plus public holidays and a winter break.",
  },
  {
    title: "Learning budget",
    description: "$2,000 a year for courses, books and conferences.",
  },
  {
    title: "Parental leave",
    description: "16 weeks of fully paid leave for every new parent.",
  },
];

/**
 * The open positions on /careers as a filterable list (components/ui/filterable-list.tsx): a tab
 * per department (?department=), All by default. The cards are the static JobList.
 */
export const openingsList = {
  copy: { heading: { title: openingsTitle } },
  facet: {
    param: "department",
    label: openingsTabsLabel,
    as: "tabs",
    options: [
      { value: "all", label: "All" },
      ...departments.map((department) => ({
        value: departmentTabs[department],
        label: department,
      })),
    ],
  },
  /** What the tabs read of each opening: its department's tab. */
  entries: jobs.map((job) => ({ key: job.slug, groups: [departmentTabs[job.department]] })),
  layout: { id: "openings", width: "content", spacing: "xl" },
} as const;
