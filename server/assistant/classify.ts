/**
 * What kind of question it is, before any search: instructions aimed at the assistant (prompt
 * injection), a question about something else (off-topic), buying intent, a follow-up, a how-to.
 * Patterns over the visitor's words, kept deliberately narrow: a question they miss still has to
 * clear the retrieval's calibrated score to be answered.
 */
import { stem, tokenize } from "./text.ts";

const INJECTION = [
  /\b(ignore|disregard|forget|override|bypass|skip)\b.{0,40}\b(instructions?|prompts?|rules|guidelines|directions|context|programming|guardrails|restrictions)\b/i,
  /\b(system|hidden|initial|original|developer|secret)\s+(prompt|instructions?|message|rules)\b/i,
  /\byou are (now|no longer|actually)\b/i,
  /\b(from now on|new instructions?|new rules)\b/i,
  /\b(act as|pretend (to be|you are|you're)|role-?play|you're now|behave as|simulate)\b/i,
  /\b(reveal|print|show|repeat|output|dump|leak|tell me|display|what (is|are))\b.{0,25}\b(your|the)\s+(instructions?|prompt|rules|configuration|guidelines)\b/i,
  /\b(jailbreak|dan mode|developer mode|god mode|sudo)\b/i,
  /^\s*(say|repeat after me|reply with|answer with|respond with|respond only|only respond|type)\b/i,
  /<\/?(system|assistant|user|instructions?)>|\[\/?(inst|system)\]|###\s*(system|instruction)/i,
  /^\s*(system|assistant|developer|admin)\s*:/i,
  /\bignore (the |all |everything )?(above|previous|prior|earlier|preceding)\b/i,
  /\b(say|speak|talk|answer|respond|reply|write)\b[^.?!]{0,30}\b(like|as) an? (pirate|poet|cat|dog|child|robot|character|villain|different)\b/i,
  /\b(unrestricted|unfiltered|uncensored|no restrictions|without (any )?restrictions|no limits)\b/i,
];

/**
 * Words that put a question on the site's subject even when the site has no answer to it (those
 * get "I don't know", not a refusal): the business, what it sells, and buying it. The facts'
 * subjects (every plan, tool, job, term) count too.
 */
export const SUBJECT_WORDS = (
  "automatica automateai company business product service services platform tool software " +
  "bot bots chatbot chatbots assistant agent automation automations automate workflow workflows " +
  "integration integrations integrate connect connector app apps api sdk webhook key keys " +
  "plan plans price prices pricing cost costs pay payment billing invoice subscription discount deal " +
  "offer coupon license licence trial free pro enterprise upgrade downgrade cancel refund " +
  "account login data privacy security secure compliance compliant gdpr hipaa soc certification " +
  "support help contact team office hours phone email demo sales partner partners reseller " +
  "job jobs career careers hiring salary role position docs documentation guide guides tutorial " +
  "customer customers ecommerce shop store order orders facebook instagram messenger social page " +
  "language languages analytics report reports dashboard template templates industry industries"
).split(" ");

const SUBJECT_STEMS = new Set(SUBJECT_WORDS.map(stem));

/** Whether the question names anything of the site's subject (compared stemmed: "webhooks"). */
export function namesSubject(question: string, extra: ReadonlySet<string> = new Set()): boolean {
  return tokenize(question)
    .map(stem)
    .some((word) => SUBJECT_STEMS.has(word) || extra.has(word));
}

const OFF_TOPIC = [
  /\b(poem|haiku|limerick|sonnet|song|lyrics|rap|joke|riddle|story|fairy tale|essay|novel|screenplay)\b/i,
  /\bcapital (city )?of\b/i,
  /\b(weather|forecast|temperature (in|outside))\b/i,
  /\b(recipe|cook|bake|ingredients)\b/i,
  /\b(homework|assignment|exam|quiz me|my teacher|math problem)\b/i,
  /\b(derivative|integral of|quadratic|equation|square root|times table)\b/i,
  /^\s*(what is|what's|whats)?\s*-?\d+(\.\d+)?\s*[-+*/x×÷^]\s*-?\d+(\.\d+)?\s*\??\s*$/i,
  /\b(who (won|invented|wrote|discovered|painted)|world cup|super bowl|olympics|election|(first|current) president|president of (the|france|america|russia|china)|prime minister|king of|queen of)\b/i,
  /\b(bitcoin|crypto|stock price|share price|stock market)\b/i,
  /\b(movie|film|tv show|netflix|celebrity|horoscope|zodiac|dating|girlfriend|boyfriend)\b/i,
  /\b(meaning of life|how (tall|old|far|big|deep) (is|are)|speed of light|distance to|population of)\b/i,
  /\b(football|soccer|basketball|baseball|cricket|tennis) (score|match|game|results?)\b/i,
];

const BUYING = [
  /\b(demo|demonstration|walkthrough|walk-through)\b/i,
  /\b(sales(?! tax)|salesperson|sales rep|account executive|sales team)\b/i,
  /\b(quote|quotation|proposal|custom pricing|volume pricing|volume discount)\b/i,
  /\b(seats?|licen[cs]es)\b/i,
  /\b\d+\s*(users|agents|people|employees|staff|members)\b/i,
  /\b(talk|speak|chat) (to|with) (someone|somebody|a (person|human|rep|representative)|an? (agent|expert)|sales|your team|a real person)\b/i,
  /\b(call me|contact me|reach me|get in touch with me|book a (call|meeting))\b/i,
  /\b(buy|purchase|procure|procurement|sign a contract|get started with enterprise|upgrade (to|our))\b/i,
];

const FOLLOW_UP =
  /^\s*(and|also|plus|what about|how about|and what|and how|ok,? and|so|then|same for|what of)\b|\b(it|its|it's|that|this|they|them|those|these|one)\b/i;

const HOW_TO =
  /^\s*(how (do|can|should|would) (i|we|you)|how to|steps to|what are the steps|walk me through|guide me|help me (to )?(set|connect|create|build))\b|\b(set ?up|configure|install)\b/i;

/**
 * "Can your bot look up orders?", "Does the chatbot speak Spanish?", "Is it able to…": a question
 * about what the product does, which the product's pages and docs answer, not a blog post's story.
 */
const CAPABILITY =
  /^\s*(can|could|does|do|will|would|is|are)\s+(your|the|a|an|my|our|this)?\s*(bots?|chat ?bots?|assistants?|agents?|automatica|automations?|ai|it|you)\b|\b(is|are) (it|they|your \w+|the \w+) (able|allowed) to\b/i;

export const isInjection = (question: string) =>
  INJECTION.some((pattern) => pattern.test(question));
export const isOffTopic = (question: string) => OFF_TOPIC.some((pattern) => pattern.test(question));
export const hasBuyingIntent = (question: string) =>
  BUYING.some((pattern) => pattern.test(question));
export const looksLikeFollowUp = (question: string) => FOLLOW_UP.test(question);
export const isHowTo = (question: string) => HOW_TO.test(question);
export const isCapability = (question: string) => CAPABILITY.test(question);
