/**
 * Ask Automatica's client: asks a question (streamed as server-sent events: the citations, then the
 * text, then `done` with the whole answer), sends the thumbs, and keeps the conversation's id for
 * this tab. The panel (components/layout/assistant-panel.tsx) draws what it reports.
 */

export interface Citation {
  url: string;
  title: string;
  quote: string;
}

export interface AssistantAnswer {
  /** For the thumbs (POST /api/assistant/feedback). */
  id?: string;
  status: "answered" | "unsure" | "refused";
  answer: string;
  citations: Citation[];
  suggestions: string[];
  handoff: { label: string; href: string } | null;
}

export interface AskRequest {
  question: string;
  history: { question: string; answer: string }[];
  page: string;
  conversation?: string;
  /** A solved proof of work, when the server asks for one (it does with a model). */
  altcha?: string;
}

/** What arrives while an answer streams. */
export type AskEvent =
  | { type: "citations"; citations: Citation[] }
  | { type: "delta"; text: string }
  /** The text so far is to be replaced (the server fell back from a model to its own answer). */
  | { type: "reset" };

/** The server refused the question for now (429): `retryAfter` seconds to wait. */
export class TooManyQuestions extends Error {
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super("Too many questions");
    this.retryAfter = retryAfter;
  }
}

/**
 * What the panel is told at build time (base-layout.astro), as data: the API's addresses (through
 * `apiUrl`, shared/assistant-api.ts) and limits (schemas/assistant.ts: QUESTION_MAX, HISTORY_MAX,
 * HISTORY_ANSWER_MAX), and where "Talk to a person" leads. So the panel's code shares no module
 * with the forms (each shared module is a file of its own, and the form pages are at their budget)
 * and loads no zod.
 */
export interface AssistantSettings {
  endpoints: { ask: string; feedback: string };
  limits: { question: number; history: number; historyAnswer: number };
  lead: LeadHandoffSettings;
}

/** The lead form: its page, its draft's session-storage key and its fields' limits. */
export interface LeadHandoffSettings {
  href: string;
  draftKey: string;
  needsMax: number;
  additionalInfoMax: number;
}

/** The last turns the API takes with a question (six), oldest first, long answers cut. */
export function historyOf(
  turns: readonly { question: string; answer: string }[],
  limits: AssistantSettings["limits"],
) {
  return turns
    .slice(-limits.history)
    .map(({ question, answer }) => ({ question, answer: answer.slice(0, limits.historyAnswer) }));
}

const object = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The answer object of a `done` event or a JSON reply, with its id wherever it came. */
function answerOf(data: unknown): AssistantAnswer {
  const outer = object(data);
  const inner = object(outer.answer);
  const answer = (typeof outer.answer === "object" ? inner : outer) as unknown as AssistantAnswer;
  const id = inner.id ?? outer.id;
  return { ...answer, ...(typeof id === "string" ? { id } : {}) };
}

/**
 * Splits a stream of server-sent events into `[event, data]` pairs: `feed` takes each chunk of
 * text and returns the events it completed.
 */
export function serverSentEvents() {
  let buffer = "";
  return (chunk: string): [string, string][] => {
    buffer += chunk.replace(/\r\n?/g, "\n");
    const blocks = buffer.split("\n\n");
    buffer = blocks.pop() ?? "";
    return blocks.flatMap((block) => {
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        const [field, ...rest] = line.split(":");
        const value = rest.join(":").replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      return data.length ? [[event, data.join("\n")] as [string, string]] : [];
    });
  };
}

/**
 * Asks a question and reports the answer as it streams; resolves with the whole answer. Rejects
 * with `TooManyQuestions` on a 429, with an `AbortError` when `signal` aborts (the partial answer
 * is the caller's), and with an Error on anything else.
 */
export async function ask(
  endpoint: string,
  request: AskRequest,
  { signal, onEvent }: { signal?: AbortSignal; onEvent: (event: AskEvent) => void },
): Promise<AssistantAnswer> {
  const post = (body: AskRequest) =>
    fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  let response = await post(request);
  // With a model, a conversation's first question needs a proof of work (the forms' ALTCHA): the
  // server says so with a 400 naming `altcha`; the solver loads then, and only then.
  if (response.status === 400 && (await wantsProof(response))) {
    const { proofOfWork } = await import("./proof-of-work");
    const altcha = await proofOfWork();
    if (altcha) response = await post({ ...request, altcha });
  }
  if (response.status === 429) {
    throw new TooManyQuestions(Number(response.headers.get("Retry-After")) || 60);
  }
  if (!response.ok) throw new Error(`Ask Automatica answered ${response.status}`);
  if (!response.headers.get("Content-Type")?.includes("text/event-stream") || !response.body) {
    const answer = answerOf(await response.json());
    onEvent({ type: "citations", citations: answer.citations });
    onEvent({ type: "delta", text: answer.answer });
    return answer;
  }
  const feed = serverSentEvents();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const [event, raw] of feed(value)) {
      const data: unknown = JSON.parse(raw);
      const type = event === "message" ? object(data).type : event;
      if (type === "citations") {
        const citations = Array.isArray(data) ? data : object(data).citations;
        onEvent({ type, citations: Array.isArray(citations) ? (citations as Citation[]) : [] });
      } else if (type === "delta") {
        onEvent({ type, text: typeof data === "string" ? data : String(object(data).text ?? "") });
      } else if (type === "reset") onEvent({ type });
      else if (type === "done") {
        void reader.cancel();
        return answerOf(data);
      } else if (type === "error") throw new Error("Ask Automatica failed");
    }
  }
  throw new Error("Ask Automatica's answer ended early");
}

/** Whether a 400 asks for a proof of work (`{ "errors": { "altcha": … } }`). */
async function wantsProof(response: Response): Promise<boolean> {
  try {
    return "altcha" in object(object(await response.clone().json()).errors);
  } catch {
    return false;
  }
}

/** Sends a thumb up (`helpful`) or down on an answer; a failure is not the visitor's concern. */
export function sendFeedback(endpoint: string, id: string, helpful: boolean): Promise<boolean> {
  return fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id, helpful }),
  }).then(
    (response) => response.ok,
    () => false,
  );
}

const CONVERSATION_KEY = "automatica.assistant-conversation";

/** This tab's conversation id: made once, kept in session storage (a new one if storage refuses). */
export function conversationId(): string {
  try {
    const kept = sessionStorage.getItem(CONVERSATION_KEY);
    if (kept) return kept;
    const id = crypto.randomUUID();
    sessionStorage.setItem(CONVERSATION_KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

/** Starts a new conversation in this tab ("Start over"). */
export function forgetConversation() {
  try {
    sessionStorage.removeItem(CONVERSATION_KEY);
  } catch {
    // Nothing kept.
  }
}
