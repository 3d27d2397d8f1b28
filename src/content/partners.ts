/** /partners: the three partner programmes. */

export interface PartnerType {
  /** Short key, also the anchor id on /partners. */
  id: "technology" | "solution" | "strategic";
  title: string;
  description: string;
  benefits: string[];
  /** Self-made illustration under /images/partners (480 x 300). */
  image: string;
  /** Subject prefilled on /contact by 'Learn More' and 'Apply Now'. */
  learnMoreSubject: string;
  applySubject: string;
}

export const partnerTypes: PartnerType[] = [
  {
    id: "technology",
    title: "Technology Partners",
    description:
      "Software companies that build integrations with Automatica, so shared customers can connect their tools to our chatbots and workflows.",
    benefits: [
      "Sandbox accounts and early access to new APIs",
      "A listing in our integrations catalogue",
      "Joint launch announcements and co-marketing",
      "A dedicated partner engineer for integration reviews",
    ],
    image: "/images/partners/technology.svg",
    learnMoreSubject: "Technology partnership",
    applySubject: "Partner application: Technology",
  },
  {
    id: "solution",
    title: "Solution Partners",
    description:
      "Agencies and consultancies that design, build and run automation projects for their clients on Automatica.",
    benefits: [
      "Partner pricing and a revenue share on referrals",
      "Training and certification for your team",
      "Qualified leads from businesses in your region",
      "Priority support for client projects",
    ],
    image: "/images/partners/solution.svg",
    learnMoreSubject: "Solution partnership",
    applySubject: "Partner application: Solution",
  },
  {
    id: "strategic",
    title: "Strategic Alliances",
    description:
      "Platforms, resellers and enterprises that bring Automatica to large customer bases through deep product and go-to-market partnerships.",
    benefits: [
      "Joint product roadmap and executive sponsorship",
      "Custom commercial terms and white-label options",
      "Co-selling with our enterprise team",
      "Shared success metrics and quarterly business reviews",
    ],
    image: "/images/partners/strategic.svg",
    learnMoreSubject: "Strategic alliance",
    applySubject: "Partner application: Strategic Alliances",
  },
];

/** Labels of each programme's card; `{programme}` is its title, for screen readers. */
export const partnerTypeCopy = {
  benefitsTitle: "Benefits",
  learnMore: "Learn More",
  learnMoreAbout: "about {programme}",
  apply: "Apply Now",
  applyFor: "to become one of our {programme}",
} as const;

export const partnersIntro = {
  title: "Choose how you partner with us",
  description:
    "Whether you build software, deliver projects or serve customers at scale, there's a programme that fits.",
};
