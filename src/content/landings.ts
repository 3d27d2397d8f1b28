import type { StaticPath } from "./pages";
import type { FeatureCard } from "./feature-cards";
import { sameKindOfBotCopy, tryItCopy } from "./assistant-panel";
import { botChannelList, customerChannelList } from "./channels";
import { comparisonRows } from "./comparison";
import { handover } from "./handover";
import { responseTimes } from "../shared/response-times";
import { freeTrial } from "../shared/trial";

interface LandingLink {
  label: string;
  href: string;
}

/** One product landing page: hero actions, six cards, three steps and the closing calls to action. */
export interface Landing {
  path: StaticPath;
  eyebrow: string;
  hero: { primary: LandingLink; secondary: LandingLink };
  benefits: { title: string; highlight?: string; description: string; cards: FeatureCard[] };
  how: {
    title: string;
    highlight?: string;
    description: string;
    steps: FeatureCard[];
    image: { src: string; alt: string };
    /** Beside the chatbot's drawing: opens the real one, Ask Automatica. */
    tryIt?: typeof tryItCopy;
    /** Under "Try it": the assistant is the same kind of bot a customer builds. */
    sameKindOfBot?: typeof sameKindOfBotCopy;
  };
  cta: { title: string; description: string; primary: LandingLink; secondary: LandingLink };
}

const trialLine = freeTrial.howItStarts;
const atOnce = responseTimes.bot.words;
/** The analytics each plan has, from the comparison table: "basic on Free, advanced on Pro, …". */
const analytics = comparisonRows.find((row) => row.feature === "Analytics dashboard")!;
const analyticsByPlan = `${String(analytics.free).toLowerCase()} on Free, ${String(analytics.pro).toLowerCase()} on Pro, ${String(analytics.enterprise).toLowerCase()} on Enterprise`;

/** Before each step's title in "How it works", for screen readers; `{n}` is its number. */
export const landingStepLabel = "Step {n}: ";

export const landings = {
  chatbot: {
    path: "/chatbot",
    eyebrow: "AI customer support chatbot",
    hero: {
      primary: { label: "Get Started", href: "/get-started" },
      secondary: { label: "See demo companies", href: "/checkout-demo" },
    },
    benefits: {
      title: "Why Businesses Choose Our Chatbots",
      highlight: "Our Chatbots",
      description: `Customers get answers ${atOnce}, your team gets the conversations that need a person.`,
      cards: [
        {
          icon: "clock",
          title: "24/7 Customer Support",
          description:
            "Answer questions at 3 a.m. and on public holidays without a night shift, and leave the ones your documents don't cover for your team in the morning.",
        },
        {
          icon: "users",
          title: "Personalized Conversations",
          description:
            "Give each bot a personality, a language and its own documents, so shoppers, patients or staff each get answers written for them, in your voice.",
        },
        {
          icon: "zap",
          title: "Instant Response Times",
          description: `No queue and no hold music: replies arrive ${atOnce} on ${botChannelList}.`,
        },
        {
          icon: "lock",
          title: "Secure Communications",
          description:
            "Conversations are encrypted in transit and at rest, never used to train models, and kept only as long as your administrator sets (90 days by default).",
        },
        {
          icon: "plug",
          title: "Seamless Integration",
          description:
            "Connects to your help centre, CRM and store in a few clicks: Zendesk, Intercom, Salesforce, HubSpot, Shopify and more.",
        },
        {
          icon: "trending-up",
          title: "Continuous Learning",
          description:
            "The bot never trains itself on your chats: read what it handed over or couldn't answer in the conversation log, fix a document, and every answer after that uses it.",
        },
      ],
    },
    how: {
      title: "How Our Chatbots Work",
      highlight: "Chatbots Work",
      description: "Three technologies working together behind every answer.",
      steps: [
        {
          icon: "brain",
          title: "Natural Language Processing",
          description:
            "The bot understands what the customer means, not just the words they type, including typos, slang and follow-up questions.",
        },
        {
          icon: "cpu",
          title: "Machine Learning",
          description:
            "A language model writes each reply from the knowledge-base passages that match the question. Nothing is trained on your conversations, so an answer changes only when a document does.",
        },
        {
          icon: "plug",
          title: "Seamless Integration",
          description: `It answers on ${customerChannelList}, and when a person is needed, an automation alerts your team ${handover.alerts}.`,
        },
      ],
      image: {
        src: "/images/landing/chatbot.svg",
        alt: "The chatbot understands a request to move a booking, answers from the booking policy in its documents and hands the change to a person",
      },
      tryIt: tryItCopy,
      sameKindOfBot: sameKindOfBotCopy,
    },
    cta: {
      title: "Ready to Answer Every Customer Instantly?",
      description: trialLine,
      primary: { label: "Start Your Free Trial", href: freeTrial.href },
      secondary: {
        label: "Talk to us about chatbots",
        href: "/get-started-form?interest=Chat%20Bot",
      },
    },
  },
  businessAutomation: {
    path: "/business-automation",
    eyebrow: "Business workflow automation",
    hero: {
      primary: { label: "Get Started", href: "/get-started" },
      secondary: { label: "Explore workflow features", href: "/features#workflow-automation" },
    },
    benefits: {
      title: "Automate Across Your Business",
      highlight: "Automate",
      description:
        "From the inbox to the ledger: hand the repetitive work to workflows that never forget a step.",
      cards: [
        {
          icon: "workflow",
          title: "Automated Workflows",
          description:
            "Approvals, onboarding, purchase orders and hand-offs run on their own, with people stepping in only where a decision is needed.",
        },
        {
          icon: "file-text",
          title: "Document Processing",
          description:
            "Your own extraction step reads invoices, receipts and forms; workflows file the fields in the right system and send doubtful ones to review.",
        },
        {
          icon: "bar-chart",
          title: "Predictive Analytics",
          description: `See trends before they become problems: run counts, run times and failures in the analytics dashboard (${analyticsByPlan}), and the rows your workflows log, ready for your own forecasts.`,
        },
        {
          icon: "calendar-clock",
          title: "Time & Resource Management",
          description:
            "Run recurring work on a schedule in your own time zone, and see in the run history where the hours go, so people spend them where they count.",
        },
        {
          icon: "gauge",
          title: "Process Acceleration",
          description:
            "Shorten cycle times: each workflow starts the moment its trigger fires, instead of waiting in someone's inbox.",
        },
        {
          icon: "database",
          title: "Data Management",
          description:
            "Add a new contact to your CRM and a row to your sheet in the same run, so records match; checks stay in your own code, and every run is in the run history.",
        },
      ],
    },
    how: {
      title: "Three Steps to an Automated Business",
      highlight: "Automated Business",
      description: "Start with one process, prove the time saved, then scale what works.",
      steps: [
        {
          icon: "search",
          title: "Identify Opportunities",
          description:
            "We map where your team repeats the same steps and rank the processes by hours saved and ease of automation.",
        },
        {
          icon: "git-branch",
          title: "Build Smart Workflows",
          description:
            "Build the workflow from a template or from scratch, connect your tools, and test it on real data before it goes live.",
        },
        {
          icon: "refresh",
          title: "Continuously Improve",
          description:
            "Run history and analytics show the slow steps and the exceptions, so you can fix each workflow's weak spots month after month.",
        },
      ],
      image: {
        src: "/images/landing/business-automation.svg",
        alt: "The automation cycle of identify, build and improve, with an example count of hours saved each week",
      },
    },
    cta: {
      title: "Give Your Team Its Time Back",
      description: trialLine,
      primary: { label: "Start Your Free Trial", href: freeTrial.href },
      secondary: {
        label: "Talk to us about automation",
        href: "/get-started-form?interest=Business%20Automation",
      },
    },
  },
  facebookAutomation: {
    path: "/facebook-automation",
    eyebrow: "Social page automation",
    hero: {
      primary: { label: "Get Started", href: "/get-started" },
      secondary: { label: "See Demo", href: "/facebook-demo" },
    },
    benefits: {
      title: "Everything Your Business Page Needs",
      highlight: "Business Page",
      description:
        "Keep your page active and your audience answered, without someone watching it all day.",
      cards: [
        {
          icon: "pen",
          title: "Content Creation",
          description:
            "Draft posts in your brand's voice from a topic, a product or a link, with suggested images and hashtags.",
        },
        {
          icon: "calendar-clock",
          title: "Scheduled Publishing",
          description:
            "Plan weeks ahead and publish at the times your audience is most active, in their time zone.",
        },
        {
          icon: "messages",
          title: "Automated Responses",
          description:
            "Reply to comments and Messenger questions instantly, and flag complaints for a person to answer.",
        },
        {
          icon: "bar-chart",
          title: "Performance Analytics",
          description:
            "See reach, engagement and clicks per post, and which topics and times work best for your page.",
        },
        {
          icon: "target",
          title: "Audience Targeting",
          description:
            "Tailor posts to the segments that follow you, by interest, location and the way they engage.",
        },
        {
          icon: "share",
          title: "Cross-Platform Sharing",
          description:
            "Publish the same campaign to Facebook, Instagram, LinkedIn and Twitter, adapted to each format.",
        },
      ],
    },
    how: {
      title: "How Social Page Automation Works",
      highlight: "Social Page Automation",
      description: "Three parts that keep your page busy while you run the business.",
      steps: [
        {
          icon: "sparkles",
          title: "AI Content Generation",
          description:
            "Tell it what is new this week; it drafts posts and captions in your voice for you to approve or edit.",
        },
        {
          icon: "messages",
          title: "Smart Engagement",
          description:
            "Comments and Messenger questions get answers from your business details, and anything sensitive goes to a person.",
        },
        {
          icon: "activity",
          title: "Analytics and Optimization",
          description:
            "Each week's results show which topics and times to repeat, so next week's schedule builds on what worked.",
        },
      ],
      image: {
        src: "/images/landing/facebook-automation.svg",
        alt: "A scheduled post for a coffee shop with an automated reply to a comment and three publishing slots",
      },
    },
    cta: {
      title: "Put Your Business Page on Autopilot",
      description: trialLine,
      primary: { label: "Start Your Free Trial", href: freeTrial.href },
      secondary: {
        label: "Talk to us about social automation",
        href: "/get-started-form?interest=FB%20Business%20Automation",
      },
    },
  },
} as const satisfies Record<string, Landing>;
