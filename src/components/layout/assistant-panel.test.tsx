import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { assistantPanelCopy } from "../../content/assistant-panel";
import { LEAD_DRAFT_KEY } from "../../lib/lead-form-draft";
import { visitSourceStorageKey } from "../../lib/cookie-consent";
import { assistantSettings } from "../../lib/assistant-settings";
import type { AssistantAnswer } from "../../lib/assistant-client";
import { AssistantPanel } from "./assistant-panel";

const pro: AssistantAnswer = {
  id: "answer-1",
  status: "answered",
  answer: "The Pro plan is $24 a month, billed annually ($288 a year). [1]",
  citations: [{ url: "/pricing#plan-pro", title: "Pricing: Pro", quote: "$24" }],
  suggestions: ["Does Pro include HubSpot?"],
  handoff: null,
};

const encoder = new TextEncoder();
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The server's next answer as server-sent events: the citations, the text in two deltas, then
 * `done`. With `stall`, the stream stops after the first delta until the request is aborted.
 */
function streamAnswer(answer: typeof pro, { stall = false } = {}) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    const half = Math.floor(answer.answer.length / 2);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(event("citations", { citations: answer.citations })));
        controller.enqueue(encoder.encode(event("delta", { text: answer.answer.slice(0, half) })));
        if (stall) {
          init?.signal?.addEventListener("abort", () =>
            controller.error(new DOMException("Aborted", "AbortError")),
          );
          return;
        }
        controller.enqueue(encoder.encode(event("delta", { text: answer.answer.slice(half) })));
        controller.enqueue(encoder.encode(event("done", { answer })));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  });
}

function renderPanel() {
  const view = render(
    <AssistantPanel
      copy={assistantPanelCopy}
      suggestions={["How much is Pro billed annually?", "Is there a free trial?", "Can I cancel?"]}
      page="/pricing"
      settings={assistantSettings()}
    />,
  );
  // The header's button opens it (command="show-modal"), which jsdom does not do.
  view.container.querySelector("dialog")!.setAttribute("open", "");
  return view;
}

/** The JSON bodies the panel sent to the assistant, in order. */
const sentBodies = (fetch: MockInstance<typeof globalThis.fetch>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).endsWith("/api/assistant"))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

afterEach(() => window.sessionStorage.clear());

describe("Ask Automatica's panel", () => {
  it("is a dialog named Ask Automatica with a labelled question box and the page's suggestions", () => {
    renderPanel();
    const dialog = screen.getByRole("dialog", { name: "Ask Automatica" });
    expect(within(dialog).getByRole("textbox", { name: "Your question" })).toBeRequired();
    const suggestions = within(dialog).getByRole("group", { name: "Suggested questions" });
    expect(within(suggestions).getAllByRole("button")).toHaveLength(3);
    expect(within(dialog).getByRole("log", { name: "Conversation" })).toBeEmptyDOMElement();
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveAttribute(
      "command",
      "close",
    );
    expect(within(dialog).getByRole("link", { name: "Talk to a person" })).toHaveAttribute(
      "href",
      "/get-started-form",
    );
    expect(
      within(dialog).getByRole("checkbox", { name: /include this conversation/i }),
    ).not.toBeChecked();
  });

  it("streams an answer into the log with its numbered sources as links, then takes thumbs", async () => {
    const fetch = streamAnswer(pro);
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByRole("textbox", { name: "Your question" }), "How much is Pro?");
    await user.click(screen.getByRole("button", { name: "Ask" }));

    const log = screen.getByRole("log");
    await waitFor(() => expect(log).toHaveTextContent("$24 a month, billed annually"));
    expect(log).toHaveTextContent("How much is Pro?");
    expect(within(log).getByRole("link", { name: "[1]" })).toHaveAttribute(
      "href",
      "/pricing#plan-pro",
    );
    expect(within(log).getByRole("link", { name: "Pricing: Pro" })).toHaveAttribute(
      "href",
      "/pricing#plan-pro",
    );
    expect(screen.getByRole("textbox", { name: "Your question" })).toHaveValue("");
    expect(sentBodies(fetch)[0]).toMatchObject({
      question: "How much is Pro?",
      history: [],
      page: "/pricing",
    });
    // Once answered, the suggestions give the conversation its room.
    expect(screen.queryByRole("group", { name: "Suggested questions" })).not.toBeInTheDocument();

    await user.click(within(log).getByRole("button", { name: "Not helpful" }));
    expect(within(log).getByRole("button", { name: "Not helpful" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(log).getByRole("status")).toHaveTextContent("Thanks");
    const feedback = fetch.mock.calls.find(([url]) => String(url).endsWith("/feedback"));
    expect(JSON.parse(String(feedback?.[1]?.body))).toEqual({ id: "answer-1", helpful: false });
  });

  it("stops a streaming answer, keeps what came marked stopped, and sends it as history", async () => {
    const fetch = streamAnswer(pro, { stall: true });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: "How much is Pro billed annually?" }));
    await waitFor(() => expect(screen.getByRole("log")).toHaveTextContent("The Pro plan"));
    expect(screen.getByRole("log")).toHaveAttribute("aria-busy", "true");

    await user.click(screen.getByRole("button", { name: "Stop" }));
    await waitFor(() => expect(screen.getByRole("log")).toHaveTextContent("Stopped"));
    expect(screen.getByRole("log")).toHaveAttribute("aria-busy", "false");
    expect(screen.getByRole("log")).toHaveTextContent("The Pro plan");

    // The conversation goes on: a follow-up carries the stopped turn.
    fetch.mockRestore();
    const next = streamAnswer({
      ...pro,
      id: "answer-2",
      answer: "It includes 5 team members. [1]",
    });
    await user.type(screen.getByRole("textbox", { name: "Your question" }), "and seats?{Enter}");
    await waitFor(() => expect(screen.getByRole("log")).toHaveTextContent("5 team members"));
    const [body] = sentBodies(next);
    expect(body.history).toEqual([
      { question: "How much is Pro billed annually?", answer: expect.stringContaining("The Pro") },
    ]);
    expect(body.conversation).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("offers the suggestions of an answer that could not answer", async () => {
    streamAnswer({
      ...pro,
      status: "unsure",
      answer: "I couldn't find that on our pages, and I'd rather not guess.",
      citations: [],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.type(
      screen.getByRole("textbox", { name: "Your question" }),
      "Do you sell cars?{Enter}",
    );
    const suggestions = await screen.findByRole("group", { name: "Suggested questions" });
    expect(within(suggestions).getByRole("button")).toHaveTextContent("Does Pro include HubSpot?");
  });

  it("sends at most six earlier turns", async () => {
    const fetch = streamAnswer(pro);
    const user = userEvent.setup();
    renderPanel();
    const box = screen.getByRole("textbox", { name: "Your question" });
    for (let i = 1; i <= 8; i++) {
      await user.type(box, `Question ${i}{Enter}`);
      await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(i));
      await waitFor(() => expect(screen.getByRole("log")).toHaveAttribute("aria-busy", "false"));
    }
    const last = sentBodies(fetch).at(-1);
    expect(last.history).toHaveLength(6);
    expect(last.history[0].question).toBe("Question 2");
  });

  it("says when to try again after too many questions, and keeps the question", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response("{}", { status: 429, headers: { "Retry-After": "42" } }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByRole("textbox", { name: "Your question" }), "Hello{Enter}");
    await waitFor(() =>
      expect(screen.getByRole("log")).toHaveTextContent("Try again in 42 seconds"),
    );
    expect(screen.getByRole("textbox", { name: "Your question" })).toHaveValue("Hello");
  });

  it("hands the conversation to the lead form through session storage, the transcript only when ticked", async () => {
    streamAnswer({
      ...pro,
      answer: "Our team can help with that directly. [1]",
      handoff: { label: "Talk to a person", href: "/get-started-form" },
    });
    const user = userEvent.setup();
    renderPanel();
    await user.type(
      screen.getByRole("textbox", { name: "Your question" }),
      "Can I get a demo of the chatbot?{Enter}",
    );
    const log = screen.getByRole("log");
    const offer = await within(log).findByRole("link", { name: "Talk to a person" });
    // jsdom does not navigate: the click hands over, and that is what is checked.
    offer.addEventListener("click", (event) => event.preventDefault());
    await user.click(offer);
    let draft = JSON.parse(window.sessionStorage.getItem(LEAD_DRAFT_KEY)!);
    expect(draft).toMatchObject({
      interestedIn: "Chat Bot",
      needs: "From Ask Automatica: Can I get a demo of the chatbot?",
    });
    expect(draft.additionalInfo).toBeUndefined();
    const kept = JSON.parse(window.sessionStorage.getItem(visitSourceStorageKey)!);
    expect(kept.assistant).toEqual({ page: "/pricing", conversation: expect.any(String) });

    await user.click(screen.getByRole("checkbox", { name: /include this conversation/i }));
    await user.click(offer);
    draft = JSON.parse(window.sessionStorage.getItem(LEAD_DRAFT_KEY)!);
    expect(draft.additionalInfo).toContain("Q: Can I get a demo of the chatbot?");
    expect(draft.additionalInfo).toContain("A: Our team can help with that directly.");
  });
});
