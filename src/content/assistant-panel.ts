import type { Interest } from "../shared/schemas/enquiry";

/**
 * Copy of Ask Automatica in the browser: the header's button, the panel (an island: it gets this as
 * props), the /ask page for browsers without JavaScript, the search dialog's last row and the
 * "Try it" beside the drawings of a support assistant. What the assistant itself says is in
 * content/assistant.ts.
 */
export const assistantPanelCopy = {
  /** The header's button and the mobile menu's entry (a link to /ask without JavaScript). */
  open: "Ask Automatica",
  /** The panel's heading: the dialog's name. */
  title: "Ask Automatica",
  intro:
    "Answers from this site's own pages, each with its sources. For anything else, talk to a person.",
  close: "Close",
  questionLabel: "Your question",
  placeholder: "Ask about plans, integrations, security, jobs…",
  ask: "Ask",
  stop: "Stop",
  suggestions: "Suggested questions",
  conversation: "Conversation",
  you: "You",
  assistant: "Automatica",
  thinking: "Looking through our pages…",
  sources: "Sources",
  stopped: "Stopped",
  /** A network failure or a server error: the question stays in the box. */
  failed: "Ask Automatica could not answer just now. Check your connection and try again.",
  /** 429: `{seconds}` until the next question. */
  tooMany: "That was a lot of questions at once. Try again in {seconds} seconds.",
  helpful: "Helpful",
  notHelpful: "Not helpful",
  feedbackThanks: "Thanks: your feedback helps us fix our pages.",
  talkToPerson: "Talk to a person",
  /** The unticked box: the conversation goes into the lead form only when ticked. */
  consent: "Include this conversation in my request",
  newConversation: "Start over",
} as const;

/** "Try it" beside a drawing of a support assistant (home page, /chatbot). */
export const tryItCopy = {
  label: "Try it",
  /** Read after the label by screen readers: what is tried. */
  context: ": ask our own assistant",
} as const;

/**
 * Under /chatbot's "Try it": Ask Automatica is built as a customer builds a bot. Its configuration
 * (content/assistant.ts, `assistantBot`) is written in the documented format of POST /bots, which
 * the link shows field by field.
 */
export const sameKindOfBotCopy = {
  before:
    "Ask Automatica is the same kind of bot you build: its name, description, settings (language and time zone), personality and knowledge base are written in ",
  link: "the bot format of POST /bots",
  href: "/api/endpoints#bot-request-body-fields",
  after: ", and its knowledge base is this site's pages.",
} as const;

/** The /ask page: the question form for browsers without JavaScript, and the answer the server puts in. */
export const askPageCopy = {
  /** The section's name: the form and the answer. */
  label: "Ask a question",
  questionLabel: "Your question",
  hint: "Up to 500 characters. Your question is answered from this site's pages, with their sources.",
  submit: "Ask",
  suggestions: "Or try one of these",
  answerTitle: "The answer",
  /** What is kept of a question is told by the privacy policy. */
  privacy: {
    before: "What we keep of your questions, and for how long: ",
    link: "our privacy policy",
    href: "/privacy",
  },
} as const;

/**
 * What a handoff to a person carries into the lead form (the panel writes it, the lead form reads
 * it from session storage): the interest chosen by the words of the conversation, the first that
 * matches; the one-line summary of "needs"; the transcript's lines, only with the visitor's consent.
 */
export const handoffCopy = {
  interests: [
    {
      interest: "FB Business Automation",
      words: ["facebook", "instagram", "social", "messenger"],
    },
    {
      interest: "Business Automation",
      words: [
        "workflow",
        "workflows",
        "automation",
        "automations",
        "automate",
        "invoice",
        "shopify",
      ],
    },
    {
      interest: "Chat Bot",
      words: ["chatbot", "chatbots", "bot", "bots", "support", "chat", "handover", "knowledge"],
    },
  ] satisfies { interest: Interest; words: string[] }[],
  /** The interest when no word matches. */
  fallback: "Chat Bot" satisfies Interest,
  /** "needs": `{questions}` are the visitor's questions, joined by " · ". */
  needs: "From Ask Automatica: {questions}",
  transcriptTitle: "Conversation with Ask Automatica:",
  transcriptQuestion: "Q: {text}",
  transcriptAnswer: "A: {text}",
} as const;
