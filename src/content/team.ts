/** /about: the company story, the mission and the leadership team (fictional people, generated avatars). */
import { integrations } from "./integrations";
import { site } from "../shared/site";

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Initials avatar under /images/about (160 x 160). */
  avatar: string;
}

export const aboutStory = {
  title: "Our story",
  paragraphs: [
    `${site.name} was founded in ${site.foundingYear} by a small team of engineers and support leaders who had spent years watching good people lose their days to copy-and-paste work: answering the same customer questions, retyping orders between systems and scheduling social posts by hand.`,
    "We set out to build automation that a business of any size could trust: AI chatbots that know when to hand over to a person, workflows that connect the tools a team already uses, and social-page automation that keeps a brand present without a full-time manager.",
    "Today businesses from neighbourhood clinics to fast-growing online stores run their support, operations and social pages on our platform.",
  ],
  facts: [
    { value: String(site.foundingYear), label: "Founded" },
    { value: String(integrations.length), label: "Native integrations" },
    { value: "24/7", label: "Customer support by chatbot" },
  ],
};

export const aboutMission = {
  title: "Our mission",
  text: "To give every team its time back by putting AI to work on the repetitive parts of the job, safely, transparently and with people always in control.",
  cta: { label: "Request an invitation", href: "/get-started" },
};

export const leadershipTitle = "Leadership";

export const leadership: TeamMember[] = [
  {
    name: "Elena Marsh",
    role: "Co-founder & CEO",
    bio: "Ran customer support for a fast-growing marketplace before starting the company to end repetitive support work.",
    avatar: "/images/about/elena-marsh.svg",
  },
  {
    name: "Tobias Okonkwo",
    role: "Co-founder & CTO",
    bio: "Built machine-learning platforms for a decade and leads the engineering teams behind our chatbots and workflow engine.",
    avatar: "/images/about/tobias-okonkwo.svg",
  },
  {
    name: "Sofia Brennan",
    role: "VP of Customer Success",
    bio: "Helps businesses go from a first chatbot to company-wide automation, and brings their feedback into every roadmap.",
    avatar: "/images/about/sofia-brennan.svg",
  },
];

export const aboutLinks = {
  title: "Build it with us",
  description:
    "We're hiring across engineering, design and customer success, and we're always happy to talk about what you want to automate.",
  primary: { label: "See open roles", href: "/careers" },
  secondary: { label: "Contact us", href: "/contact" },
};
