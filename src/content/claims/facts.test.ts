/**
 * The facts that recur, each written once in a module (issue 34, groups 10, 11 and 12): where a
 * bot answers (content/channels.ts), how soon (shared/response-times.ts) and what a handover carries
 * and from which plan (content/handover.ts). The docs describe the same facts; every page, the docs
 * and the illustrations are held to the module.
 */
import { describe, expect, it } from "vitest";
import { botChannels, channelWords } from "../channels";
import { comparisonRows } from "../comparison";
import { handover } from "../handover";
import { integrations } from "../integrations";
import { plans } from "../plans";
import { responseTimes } from "../../shared/response-times";
import {
  allSentences,
  denies,
  docsSentences,
  listed,
  markdown,
  svgTexts,
  visibleClaims,
} from "../../test-support/claims-corpus";

const concepts = markdown("docs/docs/concepts.md").body;
const faq = markdown("docs/resources/faq.md").body;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("where a bot answers", () => {
  const botsSection = concepts.split("## Bots")[1]!.split("\n### ")[0]!;

  it("is the channels the docs describe, each third-party one in the catalogue", () => {
    expect(botsSection).toMatch(/your website chat/);
    expect(botsSection).toMatch(/Messenger and comments/);
    expect(botsSection).toMatch(/Slack, for your own team/);
    expect(botChannels.map((channel) => channel.id)).toEqual(["website", "facebook", "slack"]);
    for (const id of ["facebook", "slack"])
      expect(
        integrations.some((entry) => entry.slug === id),
        id,
      ).toBe(true);
  });

  /** A sentence about a bot answering somewhere. */
  const answering =
    /\b(bots?|chatbots?|assistants?|answers?|answered|answering|repl(y|ies|ied)|respond\w*|direct messages?|DMs?|from one bot|in (the )?chat|by chat|conversations?)\b/i;
  // Case matters: "Teams" is Microsoft's, "teams" are people.
  const notOffered = new RegExp(`\\b(${channelWords.notOffered.map(escape).join("|")})\\b`);

  it("names no other channel for a bot, on any page, in the docs or in an illustration", () => {
    const found = [...visibleClaims, ...docsSentences].filter(
      ({ text }) =>
        answering.test(text) &&
        notOffered.test(text) &&
        !denies(text) &&
        // The Terms' rule that bots and page automations follow each platform's terms.
        !/\bplatform(s|'s)? (terms|rules)\b/.test(text),
    );
    expect(listed(found)).toEqual([]);
  });

  it("lists no catalogue tool that is not a channel as a place a bot answers", () => {
    const found = integrations
      .filter(
        (entry) => notOffered.test(entry.name) || /^(Instagram|Microsoft Teams)$/.test(entry.name),
      )
      .map((entry) => ({
        where: `integrations.ts ${entry.slug}`,
        text: [entry.description, ...entry.features].join(" / "),
      }))
      .filter(({ text }) =>
        /\b(bot|chatbot|assistant|answers?|repl(y|ies)|direct messages?|messages? repl\w*)\b/i.test(
          text,
        ),
      );
    expect(listed(found)).toEqual([]);
  });

  it("sends cart reminders by e-mail, as the features and the docs do", () => {
    const found = visibleClaims.filter(
      ({ text }) =>
        /\bcarts?\b/i.test(text) &&
        /\b(reminders?|recover\w*)\b/i.test(text) &&
        /\b(Messenger|SMS|WhatsApp|text message)\b/i.test(text),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("how soon a bot answers", () => {
  it("is not measured, so no figure is given anywhere", () => {
    expect(responseTimes.bot.measured).toBe(false);
    expect(faq).toMatch(/we do not publish a reply time/);
  });

  /** A reply, an answer or a response given a duration: "in under two seconds", "1.4 s avg. reply". */
  const timedReply =
    /\b(repl(y|ies|ied)|answer(s|ed)?|respon(d|ds|se|ses)|resolved?)\b[^.]{0,40}\b(in|within|under|about|around|less than)\s+((a|an|one|two|three|\d+(\.\d+)?|a few|few)\s+)?(milliseconds?|seconds?|minutes?|secs?|s)\b|\b\d+(\.\d+)?\s?s\b[^a-z0-9]{0,6}(avg\.? |average )?(repl|respon)|\brepl\w*[^a-z0-9]{1,4}\d+\s?s\b/i;

  it("is never a number of seconds or minutes, in copy, the docs or an illustration", () => {
    const found = [...allSentences, ...svgTexts].filter(
      ({ text }) =>
        timedReply.test(text) && !/\b(Retry-After|rate limit|timeout|429)\b/i.test(text),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("a human handover", () => {
  const row = comparisonRows.find((entry) => entry.feature === "Human handover")!;

  it("is on the plans the comparison gives it, and the docs say so", () => {
    expect(handover.plans).toEqual(
      plans.filter((plan) => row[plan.id] === true).map((plan) => plan.name),
    );
    expect(faq).toMatch(new RegExp(`On the ${handover.plansLabel} plans, a handover`));
    expect(faq).toMatch(/The Free plan has no handover event/);
    expect(markdown("docs/guides/nlp-for-bots.md").body).toMatch(
      new RegExp(
        `on the ${handover.plansLabel} plans, an automation with the \`bot\` / \`conversation.handoff\``,
      ),
    );
  });

  it("carries the fields the docs' handoff example reads, and no transcript", () => {
    const example = markdown("docs/examples/use-cases.md").body;
    const read = new Set([...example.matchAll(/\{\{conversation\.(\w+)\}\}/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual([...handover.fields].sort());
    expect(markdown("docs/guides/nlp-for-bots.md").body).toMatch(/not the transcript/);
  });

  /** What no handover carries: the transcript, a summary, a suggested reply, an attached order. */
  const moreThanItCarries =
    /\b(the|full|chat|conversation) transcripts?\b|\bwith transcripts\b|\bsummar(y|ies|ised|ized)\b[^.]*\b(conversation|chat)\b|\b(conversation|chat) summar(y|ised|ized)\b|\bsuggested repl(y|ies)\b|\bfull (context|conversation|chat|history)\b|\b(conversation|chat|order|order details) attached\b|\bwith (the )?(full )?(context|history)\b|\bcomplete summary\b|\blive chat\b/i;

  it("is never promised with more than it carries", () => {
    const found = visibleClaims.filter(({ text }) => moreThanItCarries.test(text) && !denies(text));
    expect(listed(found)).toEqual([]);
  });
});
