/** /about: the four core values. */

import type { IconName } from "./icon-names";

export interface CompanyValue {
  title: "Innovation" | "Excellence" | "Customer Focus" | "Collaboration";
  description: string;
  icon: IconName;
}

export const valuesTitle = "Our core values";

export const values: CompanyValue[] = [
  {
    title: "Innovation",
    icon: "lightbulb",
    description:
      "We put new AI to work only when it makes a real job easier, and we measure before we ship.",
  },
  {
    title: "Excellence",
    icon: "award",
    description:
      "Reliable, accessible and secure by default: the automation our customers run their business on has to be.",
  },
  {
    title: "Customer Focus",
    icon: "heart-handshake",
    description: "We talk to customers every week, and their hardest problems set our roadmap.",
  },
  {
    title: "Collaboration",
    icon: "users",
    description:
      "Engineers, designers and support work as one team, and we share what we learn openly.",
  },
];
