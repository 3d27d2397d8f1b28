import type { StaticPath } from "./pages";
import type { FeatureCard } from "./feature-cards";
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
  };
  cta: { title: string; description: string; primary: LandingLink; secondary: LandingLink };
}

const trialLine = freeTrial.howItStarts;

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
      description:
        "Customers get answers in seconds, your team gets the conversations that need a person.",
      cards: [
        {
          icon: "clock",
          title: "24/7 Customer Support",
          description:
            "Answer questions at 3 a.m. and on public holidays without a night shift. Most businesses resolve over half of their chats with no agent involved.",
        },
        {
          icon: "users",
          title: "Personalized Conversations",
          description:
            "Greet returning customers by name, look up their orders and tailor answers to their plan, language and history.",
        },
        {
          icon: "zap",
          title: "Instant Response Times",
          description:
            "No queue and no hold music: replies arrive in about a second, on your website, Messenger, Instagram, Slack and Teams.",
        },
        {
          icon: "lock",
          title: "Secure Communications",
          description:
            "Conversations are encrypted in transit and at rest, personal data can be masked, and you decide how long transcripts are kept.",
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
            "Unanswered questions become suggestions for new answers, and every agent handover teaches the bot what to say next time.",
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
            "It learns from your documents and resolved conversations, and gets better each week from the questions it could not answer.",
        },
        {
          icon: "plug",
          title: "Seamless Integration",
          description:
            "It acts in your systems: checks an order, books an appointment or opens a ticket, then tells the customer what happened.",
        },
      ],
      image: {
        src: "/images/landing/chatbot.svg",
        alt: "The chatbot understands a request to move a booking, checks the rules and confirms a new time",
      },
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
          description:
            "Forecast volumes, spot late payments and unusual orders before they become problems, from the data your workflows already collect.",
        },
        {
          icon: "calendar-clock",
          title: "Time & Resource Management",
          description:
            "Schedule work, balance queues across the team and see where the hours go, so people spend them where they count.",
        },
        {
          icon: "gauge",
          title: "Process Acceleration",
          description:
            "Cut cycle times from days to minutes: tasks start the moment their inputs arrive instead of waiting in someone's inbox.",
        },
        {
          icon: "database",
          title: "Data Management",
          description:
            "Keep records consistent across your CRM, spreadsheets and databases, with validation and a log of every change.",
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
            "Run history and analytics show the slow steps and the exceptions, so each workflow gets faster month after month.",
        },
      ],
      image: {
        src: "/images/landing/business-automation.svg",
        alt: "The automation cycle of identify, build and improve, saving 38 hours a week",
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
            "Comments and messages get accurate answers from your business details, and anything sensitive goes to you.",
        },
        {
          icon: "activity",
          title: "Analytics and Optimization",
          description:
            "Each week's results shape the next week's schedule and topics, so engagement keeps climbing.",
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
