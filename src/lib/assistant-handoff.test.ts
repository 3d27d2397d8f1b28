// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { ADDITIONAL_INFO_MAX, NEEDS_MAX } from "../shared/schemas/limits";
import { assistantSettings } from "./assistant-settings";
import { visitSourceStorageKey } from "./cookie-consent";
import { interestFrom, needsFrom, startHandoff, transcriptFrom } from "./assistant-handoff";
import { readLeadDraft, saveLeadDraft } from "./lead-form-draft";

afterEach(() => window.sessionStorage.clear());

const { lead } = assistantSettings();

const pricing = [
  { question: "How much is Pro billed annually?", answer: "The Pro plan is $24 a month. [1]" },
  { question: "Can I get a demo for 40 seats?", answer: "Our team can help with that directly." },
];

describe("what a handoff to a person carries", () => {
  it("chooses the interest from the conversation's words, Chat Bot when none matches", () => {
    expect(interestFrom([{ question: "Can you post to my Facebook page?", answer: "" }])).toBe(
      "FB Business Automation",
    );
    expect(interestFrom([{ question: "Do workflows retry?", answer: "Yes." }])).toBe(
      "Business Automation",
    );
    expect(interestFrom([{ question: "Does the bot hand over to a person?", answer: "" }])).toBe(
      "Chat Bot",
    );
    expect(interestFrom(pricing)).toBe("Chat Bot");
  });

  it("sums the questions up on one line for 'needs', within its limit", () => {
    expect(needsFrom(pricing, NEEDS_MAX)).toBe(
      "From Ask Automatica: How much is Pro billed annually? · Can I get a demo for 40 seats?",
    );
    expect(needsFrom([{ question: "line one\nline two", answer: "" }], NEEDS_MAX)).not.toContain(
      "\n",
    );
    const long = needsFrom(Array(20).fill({ question: "x".repeat(100), answer: "" }), NEEDS_MAX);
    expect(long.length).toBe(NEEDS_MAX);
    expect(long.endsWith("…")).toBe(true);
  });

  it("writes the transcript question by question, keeping the latest turns within its limit", () => {
    expect(transcriptFrom(pricing, ADDITIONAL_INFO_MAX)).toBe(
      [
        "Conversation with Ask Automatica:",
        "Q: How much is Pro billed annually?\nA: The Pro plan is $24 a month. [1]",
        "Q: Can I get a demo for 40 seats?\nA: Our team can help with that directly.",
      ].join("\n\n"),
    );
    const turns = Array.from({ length: 10 }, (_, i) => ({
      question: `Question ${i}`,
      answer: "y".repeat(400),
    }));
    const text = transcriptFrom(turns, ADDITIONAL_INFO_MAX);
    expect(text.length).toBeLessThanOrEqual(ADDITIONAL_INFO_MAX);
    expect(text).toContain("Question 9");
    expect(text).not.toContain("Question 0");
  });
});

describe("startHandoff", () => {
  it("pre-fills the lead form's draft in session storage, the transcript only with consent", () => {
    startHandoff(pricing, {
      consent: false,
      source: { page: "/pricing", conversation: "c-12345678" },
      lead,
    });
    expect(readLeadDraft()).toMatchObject({
      interestedIn: "Chat Bot",
      needs: expect.stringContaining("How much is Pro billed annually?"),
      additionalInfo: "",
    });
    expect(JSON.parse(window.sessionStorage.getItem(visitSourceStorageKey)!)).toEqual({
      assistant: { page: "/pricing", conversation: "c-12345678" },
    });
    expect(window.location.search).toBe("");

    startHandoff(pricing, { consent: true, source: { page: "/pricing" }, lead });
    expect(readLeadDraft()?.additionalInfo).toContain("Q: Can I get a demo for 40 seats?");
  });

  it("keeps what the visitor already typed into the lead form", () => {
    saveLeadDraft({ name: "Ada Lovelace", email: "ada@example.com" });
    startHandoff(pricing, { consent: false, source: { page: "/" }, lead });
    expect(readLeadDraft()).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
  });
});
