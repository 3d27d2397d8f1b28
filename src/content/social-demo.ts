/**
 * Templates of the in-browser social page demo (/facebook-demo). Placeholders: {business},
 * {topic}, {hashtags}. Imported by the demo's generator, which loads only when a visitor submits.
 */
export const tones = [
  { value: "friendly", label: "Friendly" },
  { value: "professional", label: "Professional" },
  { value: "playful", label: "Playful" },
] as const;

export type Tone = (typeof tones)[number]["value"];

export interface SocialDemoTemplates {
  /** Two post drafts per tone; the inputs pick one. */
  posts: Record<Tone, readonly [string, string]>;
  /** Publishing slots to choose from: hour of day (24 h) and why it works. */
  slots: readonly { hour: number; reason: string }[];
  comments: readonly { author: string; text: string; replies: Record<Tone, string> }[];
}

export const socialDemoTemplates: SocialDemoTemplates = {
  posts: {
    friendly: [
      "Big news from all of us at {business}: {topic}! We've been working on this for a while and can't wait for you to see it. Drop by, say hi and tell us what you think. {hashtags}",
      "Hello neighbours! {business} has something new for you this week: {topic}. Come and find us, and bring a friend. {hashtags}",
    ],
    professional: [
      "{business} is pleased to announce {topic}. Our team has prepared everything you need to get started. Message us to learn more or book a time that suits you. {hashtags}",
      "Introducing {topic} at {business}: designed around what our customers asked for. Contact our team today for details and availability. {hashtags}",
    ],
    playful: [
      "Stop scrolling! {business} just dropped {topic} and honestly, we're a little obsessed. Come see what the fuss is about. {hashtags}",
      "Plot twist of the week: {topic}, brought to you by {business}. You know what to do: tag a friend who needs this. {hashtags}",
    ],
  },
  slots: [
    { hour: 8, reason: "Morning scroll before work" },
    { hour: 12, reason: "Lunch-break peak" },
    { hour: 17, reason: "Commute home" },
    { hour: 19, reason: "Evening browsing peak" },
  ],
  comments: [
    {
      author: "Jamie R.",
      text: "Ooh, when can I try this?",
      replies: {
        friendly: "Hi Jamie! You can try {topic} from today at {business}. We'd love to see you!",
        professional:
          "Thank you for your interest, Jamie. You can try {topic} at {business} now; send us a message and we will help you get started.",
        playful: "Jamie, the answer is right now: {topic} is waiting for you at {business}.",
      },
    },
    {
      author: "Leila S.",
      text: "Is there parking nearby?",
      replies: {
        friendly:
          "Great question, Leila! Send us a message with where you're coming from and we'll share the easiest parking spot.",
        professional:
          "Thank you, Leila. Please send us a direct message and our team will share parking and access details for {business}.",
        playful:
          "Leila, we've got you! Message us and we'll send a parking tip that's basically a cheat code.",
      },
    },
    {
      author: "Marco D.",
      text: "Had a bad experience last time, not sure about this.",
      replies: {
        friendly:
          "Sorry to hear that, Marco. We'd really like to make it right: we've sent you a private message so a member of our team can help.",
        professional:
          "We're sorry to hear that, Marco. A member of the {business} team will contact you by private message to resolve this.",
        playful:
          "Oh no, Marco, that's not the {business} way. A real human from our team is messaging you now to put it right.",
      },
    },
  ],
};

/** Copy of the /facebook-demo page. */
export const socialDemoCopy = {
  badge: "Demo: runs in your browser, nothing is posted",
  /** The demo's accessible name. */
  label: "Social page automation demo",
  formTitle: "Try it with your business",
  businessLabel: "Business name",
  businessPlaceholder: "e.g. Harbor Coffee",
  topicLabel: "What do you want to post about?",
  topicPlaceholder: "e.g. our new autumn blend",
  toneLabel: "Tone of voice",
  submit: "Generate demo",
  exampleHeading: "Example output",
  resultHeading: "Your demo output",
  postHeading: "Drafted post",
  scheduleHeading: "Proposed publishing schedule",
  repliesHeading: "Automated replies to comments",
  /** "{business}" is replaced. */
  announce: "Demo output generated for {business}.",
  cta: {
    title: "Ready to Automate Your Real Page?",
    description:
      "Connect your Facebook business page and let Automatica draft, schedule and reply for you, with your approval at every step.",
    primary: {
      label: "Talk to us about social automation",
      href: "/get-started-form?interest=FB%20Business%20Automation",
    },
    secondary: { label: "Back to social page automation", href: "/facebook-automation" },
  },
} as const;

/** The input the page shows an example for before a visitor types anything. */
export const socialDemoExample = {
  business: "Harbor Coffee",
  topic: "our new autumn blend",
  tone: "friendly",
} as const satisfies { business: string; topic: string; tone: Tone };
