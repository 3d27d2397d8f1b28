/**
 * Ask Automatica, the site assistant: its configuration in the documented bot format (the same
 * kind of bot a customer creates with POST /bots), every sentence it says of its own, its synonym
 * list and its suggested questions. The build (build-tools/assistant-knowledge.ts) copies all of
 * it into the knowledge artifact the server loads, with the passages and facts it answers from;
 * the server reads none of src/content itself.
 */
import type { DocumentedBot } from "../shared/documented-bot";
import { site } from "../shared/site";

/**
 * The assistant's configuration. `knowledgeBase.documents` is filled at build time with every
 * passage of the built site (id `page#anchor`), so it is empty here.
 */
export const assistantBot: DocumentedBot = {
  name: `Ask ${site.name}`,
  description: `Answers visitors' questions about ${site.name} from the site's own pages, cites them, and hands buyers to a person.`,
  settings: { language: "en", timezone: site.timeZone.iana },
  personality:
    "Quotes the site word for word, cites every claim, says when it does not know, never guesses, and offers a person instead.",
  knowledgeBase: { documents: [] },
};

/**
 * Everything the assistant says in its own words. `{…}` placeholders are filled by the engine
 * (server/assistant/answer.ts) from the facts, which are read from the modules that render the
 * pages: a price or a limit is never typed here.
 */
export const assistantCopy = {
  /** The answer when nothing on the site answers the question well enough. */
  unsure: "I couldn't find that on our pages, and I'd rather not guess.",
  /** After `unsure`, when there are pages close to the question (cited as sources). */
  unsureNearest: "These pages come closest:",
  /** After `unsure`: the offer to ask a person. */
  unsureAskTeam: "Our team can answer it: ask them and they'll reply by e-mail.",
  /** A question about something other than Automatica. */
  offTopic:
    "I can only answer questions about Automatica: our plans, integrations, the product, the docs, jobs and policies. Is there something about those I can help with?",
  /** Instructions aimed at the assistant itself. */
  injection:
    "I can't change how I work or show my instructions. I answer questions about Automatica from our own pages; what would you like to know?",
  /**
   * Before the plans' list (the fact `plan.list`), when a question names a plan the site does not
   * have ("the Growth plan").
   */
  unknownPlan: "That is not one of our plans.",
  /** An empty or unreadable question. */
  empty: "Ask me anything about Automatica: plans, integrations, the product, the docs or jobs.",
  /** Buying intent: a demo, sales, a quote, seats, a person. */
  handoffIntro:
    "Our team can help with that directly: tell us what you need and a person will reply.",
  /** Two unsure answers in a row. */
  handoffAfterUnsure:
    "I haven't been able to answer your last questions from our pages. A person on our team can.",
  /** Outside business hours, when a person is offered. `{when}` is e.g. "Monday at 9:00 AM". */
  afterHours: `Our team is away right now; they will answer from {when} ${site.timeZone.label}.`,
  /** `{when}` for today and tomorrow. */
  today: "today at {time}",
  tomorrow: "tomorrow at {time}",
  /** `{when}` for a later day: "{day}" is the weekday's name. */
  laterDay: "{day} at {time}",
  /** Before a quote from an illustrative example (fictional names and figures). */
  illustrative:
    "From an illustrative example on our site (names, companies and figures are fictional):",
  /** The handoff offers. */
  handoff: {
    person: { label: "Talk to a person", href: "/get-started-form" },
    team: { label: "Ask our team", href: "/contact" },
  },
  /**
   * The answer on the /ask page without JavaScript (the server fills it into the built page), and
   * what that page says when the question could not be answered.
   */
  askPage: {
    youAsked: "You asked:",
    sources: "Sources:",
    tooMany:
      "You have asked several questions in the last minute. Please wait a minute and ask again.",
    unavailable:
      "Ask Automatica can't answer just now. Please try again in a few minutes, or ask our team.",
  },
  /** How facts are worded; placeholders are filled from the content modules' values. */
  facts: {
    planPrice:
      "The {plan} plan is {monthly} a month billed monthly, or {annual} a month billed annually ({annualTotal} a year).",
    planAnnual: "The {plan} plan is {annual} a month, billed annually ({annualTotal} a year).",
    planMonthly:
      "The {plan} plan is {monthly} a month, billed monthly ({monthlyTotal} over twelve months).",
    planFree: "The {plan} plan is {monthly}: {free}.",
    planCustom: "The {plan} plan has a custom price ({custom}): {customNote}.",
    annualSaving:
      "Annual billing saves {saving} a year on the {plan} plan ({percent}% of {monthlyTotal}): {annual} a month instead of {monthly}.",
    planLimit: "The {plan} plan includes {limit}.",
    planExtras: "The {plan} plan also includes: {extras}.",
    planList: "Our plans are {names}.",
    comparison: "{feature}: {values}.",
    comparisonValue: "{value} on {plan}",
    included: "included",
    notIncluded: "not included",
    trial: "There is a {summary}. {howItStarts}",
    integration:
      "{name} is one of the {count} integrations in our catalogue ({categories}). {description}",
    integrationCount: "Our catalogue has {count} integrations: {names}.",
    integrationCategory: "Our catalogue's {category} integrations: {names}.",
    phone: "Our phone number is {phone}.",
    email: "Our e-mail address is {email}.",
    address: "Our office is at {address}.",
    hours: "Our business hours are {hours}, {timeZone}.",
    job: "{title}: {type}, {location}, in {department}; salary {salary}.",
    jobList: "We have {count} open positions: {titles}.",
    rateLimit: "The API allows {value} requests per minute on the {plan} plan.",
    rateLimitCustom: "On the {plan} plan the API's rate limit is {value}.",
    legal: "{text}",
  },
} as const;

/**
 * Words a visitor may use, and the site's words for them: a question with the word on the left
 * also searches for those on the right (one way: "price" finds "plan", "plan" does not find "price").
 */
export const assistantSynonyms: Record<string, string[]> = {
  price: ["cost", "pricing", "plan"],
  cost: ["price", "pricing"],
  "2fa": ["mfa", "multi-factor", "two-factor"],
  mfa: ["multi-factor", "2fa"],
  "two-factor": ["multi-factor", "mfa"],
  sso: ["single sign-on", "saml"],
  "single sign-on": ["sso", "saml"],
  baa: ["business associate agreements", "baas", "hipaa"],
  hipaa: ["health information", "business associate agreements"],
  phi: ["protected health information", "health information"],
  seats: ["team members", "users"],
  seat: ["team member", "users"],
  users: ["team members"],
  yearly: ["annual", "annually"],
  year: ["annual", "annually"],
  integrate: ["integration", "integrations"],
  connect: ["integration", "connection"],
  "rate limit": ["requests per minute", "429"],
  throttling: ["rate limit", "429"],
  "money back": ["refund", "non-refundable"],
  refund: ["non-refundable", "refundable"],
  cancel: ["cancellation"],
  jobs: ["positions", "openings", "careers"],
  hiring: ["positions", "openings", "careers"],
  vacancies: ["positions", "openings"],
  salary: ["salary band", "a year"],
  pay: ["salary", "payment"],
  phone: ["call"],
  contact: ["get in touch", "contact information", "reply"],
  hours: ["business hours"],
  located: ["office", "address"],
  keep: ["retention", "retain", "deleted"],
  stored: ["hosted", "hosting", "data centres"],
  "data stored": ["hosted", "hosting", "data centres", "region"],
  human: ["handover", "person", "agent"],
  handoff: ["handover"],
  agent: ["handover", "person"],
  encrypted: ["encryption"],
  languages: ["language"],
  spanish: ["language", "languages"],
  crm: ["hubspot", "salesforce"],
  invoices: ["invoice", "document processing"],
  "abandoned carts": ["abandoned-cart", "cart reminders"],
  founded: ["founded", "story", "2022"],
  "test mode": ["sandbox", "test keys"],
  test: ["sandbox", "test keys"],
  backups: ["backup", "backed up", "snapshots"],
  "back up": ["backups", "snapshots"],
  webhook: ["webhooks", "http"],
  triggers: ["trigger", "event", "schedule"],
  paginate: ["pagination", "cursor", "limit"],
  library: ["wrapper", "module", "sdk"],
  "company values": ["core values"],
  remotely: ["remote", "remote-friendly"],
  dms: ["direct messages"],
  dm: ["direct messages"],
  sdk: ["wrapper", "module"],
  "look up": ["see", "access"],
  access: ["see"],
  chatbot: ["bot"],
  french: ["language", "languages"],
  german: ["language", "languages"],
  portuguese: ["language", "languages"],
  italian: ["language", "languages"],
  "on-premise": ["hosting", "hosted", "data centres"],
  "self-hosted": ["hosting", "hosted", "data centres"],
};

/** Three suggested questions for a page, by path; a path's nearest listed parent applies. */
export const assistantSuggestions: Record<string, [string, string, string]> = {
  "/": ["What does Automatica do?", "How much is the Pro plan?", "Is there a free trial?"],
  "/pricing": [
    "How much is Pro billed annually?",
    "How many team members does the Free plan include?",
    "Can I cancel at any time?",
  ],
  "/features": [
    "Which plan includes SSO?",
    "Does the Pro plan include human handover?",
    "What analytics do I get on each plan?",
  ],
  "/integrations": [
    "Do you integrate with HubSpot?",
    "How many integrations are there?",
    "Does the Free plan include all integrations?",
  ],
  "/chatbot": [
    "How does the chatbot hand a conversation to a person?",
    "Which languages can a bot speak?",
    "Is there a free trial?",
  ],
  "/business-automation": [
    "How do I create an automation?",
    "How many automations a month does Pro include?",
    "Which plan includes eCommerce automation?",
  ],
  "/facebook-automation": [
    "Can it reply to comments on my Facebook page?",
    "How many automations a month does Pro include?",
    "Is there a free trial?",
  ],
  "/enterprise": [
    "Does Enterprise include SSO and audit logs?",
    "How much does Enterprise cost?",
    "Where is my data stored?",
  ],
  "/contact": [
    "What are your business hours?",
    "What is your phone number?",
    "Where is your office?",
  ],
  "/careers": [
    "Which positions are open?",
    "What is the salary for the DevOps Engineer role?",
    "Can I work remotely?",
  ],
  "/api": [
    "What is the API rate limit on Pro?",
    "How do I authenticate API requests?",
    "What happens when I hit the rate limit?",
  ],
  "/docs": [
    "How do I create my first bot?",
    "How do I keep my API key safe?",
    "What is the API rate limit on Pro?",
  ],
  "/guides": [
    "How do I connect Slack?",
    "How do I process invoices automatically?",
    "How do I create my first bot?",
  ],
  "/privacy": [
    "How long do you keep chatbot conversation logs?",
    "How long are website request logs kept?",
    "Do you sell personal information?",
  ],
  "/terms": [
    "Can I get a refund?",
    "Which payment methods do you accept?",
    "What happens when I cancel?",
  ],
  "/security": [
    "Is my data encrypted?",
    "Where is my data stored?",
    "Does Enterprise include SSO and audit logs?",
  ],
  "/blog": [
    "How do I build my first support bot?",
    "Which business processes should I automate first?",
    "How does abandoned-cart recovery work?",
  ],
  "/industries": [
    "What can Automatica do for my industry?",
    "How much is the Pro plan?",
    "Is there a free trial?",
  ],
};
