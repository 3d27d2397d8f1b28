import { useRef, useState, type FormEvent, type MouseEvent } from "react";
import type { assistantPanelCopy } from "../../content/assistant-panel";
import {
  ask,
  conversationId,
  forgetConversation,
  historyOf,
  sendFeedback,
  TooManyQuestions,
  type AskEvent,
  type AssistantAnswer,
  type AssistantSettings,
  type Citation,
} from "../../lib/assistant-client";
import { startHandoff } from "../../lib/assistant-handoff";
import { ASSISTANT_PANEL_ID, ASSISTANT_QUESTION_ID } from "../../lib/open-assistant";
import { cn } from "../../lib/utils";
import { fill } from "../../shared/fill";
import { assistantApi } from "../../shared/assistant-api";
import { Button, buttonVariants } from "../ui/button";
import { Icon } from "../ui/icon";

type Copy = typeof assistantPanelCopy;

/** One question and its answer, as it streams, once done, stopped or failed. */
interface Turn {
  key: number;
  question: string;
  answer: string;
  citations: Citation[];
  state: "streaming" | "done" | "stopped" | "failed";
  /** The server's answer, once done: its status, handoff and id (for the thumbs). */
  result?: AssistantAnswer;
  /** The thumb given, once given. */
  helpful?: boolean;
  /** Why it failed, to show in its place. */
  error?: string;
}

const TITLE_ID = "assistant-title";

/** Invoker commands (`command`, `commandfor`): not in React's types yet, so spread as attributes. */
const closeCommand = { command: "close", commandfor: ASSISTANT_PANEL_ID };

/**
 * Ask Automatica's panel: a modal `<dialog>` in every page that the header's button and "Try it"
 * open without a script (`command="show-modal"`), so focus is kept inside it and goes back to the
 * opener when it closes, Escape and a click outside close it, all by the browser. It is an island
 * (`client:interaction`): opening it moves focus into its question box, which starts loading its
 * code; a question typed and sent before the code arrives is held and answered, a suggestion
 * pressed then is pressed again. Answers stream in (`role="log"`, announced politely once each is
 * complete), with their numbered sources as links, a Stop button while one streams (the partial
 * answer stays, marked stopped), thumbs up and down, and "Talk to a person", which pre-fills the
 * lead form through session storage (lib/assistant-handoff.ts).
 */
export function AssistantPanel({
  copy,
  suggestions,
  page,
  settings,
}: {
  copy: Copy;
  /** The API's addresses and limits, and the lead form, as data (lib/assistant-client.ts). */
  settings: AssistantSettings;
  /** The page's three suggested questions (content/assistant.ts). */
  suggestions: readonly string[];
  /** The page's path: the conversation starts there. */
  page: string;
}) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [consent, setConsent] = useState(false);
  const running = useRef<AbortController | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const keys = useRef(0);
  const pending = turns.at(-1)?.state === "streaming";
  const latest = turns.findLast((turn) => turn.result)?.result;
  // The page's suggestions before the first question; after it, only those of an answer that
  // could not answer (unsure or refused), to leave the conversation its room.
  const offered = !turns.length
    ? suggestions
    : latest && latest.status !== "answered"
      ? latest.suggestions
      : [];

  const update = (key: number, change: (turn: Turn) => Partial<Turn>) =>
    setTurns((all) => all.map((turn) => (turn.key === key ? { ...turn, ...change(turn) } : turn)));

  const onEvent = (key: number) => (event: AskEvent) => {
    if (event.type === "citations") update(key, () => ({ citations: event.citations }));
    else if (event.type === "delta") update(key, (turn) => ({ answer: turn.answer + event.text }));
    else update(key, () => ({ answer: "", citations: [] }));
  };

  async function send(question: string) {
    const key = ++keys.current;
    const history = historyOf(
      turns.filter((turn) => turn.answer),
      settings.limits,
    );
    const controller = new AbortController();
    running.current = controller;
    setTurns((all) => [...all, { key, question, answer: "", citations: [], state: "streaming" }]);
    try {
      const result = await ask(
        settings.endpoints.ask,
        { question, history, page, conversation: conversationId() },
        { signal: controller.signal, onEvent: onEvent(key) },
      );
      update(key, () => ({
        state: "done",
        answer: result.answer,
        citations: result.citations,
        result,
      }));
    } catch (error) {
      if (controller.signal.aborted) update(key, () => ({ state: "stopped" }));
      else {
        const message =
          error instanceof TooManyQuestions
            ? fill(copy.tooMany, { seconds: String(error.retryAfter) })
            : copy.failed;
        update(key, () => ({ state: "failed", error: message }));
        // The question goes back in the box, to be sent again.
        if (box.current && !box.current.value) box.current.value = question;
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = box.current;
    const question = field?.value.trim() ?? "";
    if (!question || pending) return;
    if (field) field.value = "";
    void send(question);
  };

  const stop = () => {
    running.current?.abort();
    box.current?.focus();
  };

  const startOver = () => {
    running.current?.abort();
    forgetConversation();
    setTurns([]);
    box.current?.focus();
  };

  const thumb = (turn: Turn, helpful: boolean) => {
    const id = turn.result?.id;
    if (!id) return;
    update(turn.key, () => ({ helpful }));
    void sendFeedback(settings.endpoints.feedback, id, helpful);
  };

  /** Following a link to the lead form hands the conversation over first. */
  const handOver = (event: MouseEvent<HTMLAnchorElement>) => {
    if (new URL(event.currentTarget.href).pathname !== settings.lead.href) return;
    startHandoff(
      turns.filter((turn) => turn.answer).map(({ question, answer }) => ({ question, answer })),
      { consent, source: { page, conversation: conversationId() }, lead: settings.lead },
    );
  };

  return (
    <dialog
      id={ASSISTANT_PANEL_ID}
      aria-labelledby={TITLE_ID}
      {...{ closedby: "any" }}
      className="assistant-panel"
    >
      <div className="flex h-full flex-col bg-surface text-ink sm:rounded-2xl sm:ring-1 sm:ring-slate-900/10 dark:sm:ring-white/10">
        <div className="flex items-start gap-3 border-b border-line px-5 py-4">
          <Icon name="sparkles" className="mt-1 size-5 shrink-0 text-accent" />
          <div className="min-w-0 flex-1">
            <h2 id={TITLE_ID} className="text-lg font-bold">
              {copy.title}
            </h2>
            <p className="text-sm text-ink-muted">{copy.intro}</p>
          </div>
          <button
            type="button"
            {...closeCommand}
            aria-label={copy.close}
            className="grid size-10 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-sunken focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>

        {/* Column-reverse keeps the newest text in view as it streams, with no script. */}
        <div className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto overscroll-contain">
          <div
            role="log"
            aria-label={copy.conversation}
            aria-busy={pending}
            // It scrolls, so it must be reachable by keyboard (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="space-y-5 px-5 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500"
          >
            {turns.map((turn) => (
              <TurnView
                key={turn.key}
                turn={turn}
                copy={copy}
                onThumb={(helpful) => thumb(turn, helpful)}
                onHandOver={handOver}
              />
            ))}
          </div>
        </div>

        <div className="border-t border-line px-5 pb-4 pt-3">
          {offered.length && !pending ? (
            <div role="group" aria-label={copy.suggestions} className="mb-3 flex flex-wrap gap-2">
              {offered.map((suggestion) => (
                <Button
                  key={suggestion}
                  variant="chip"
                  size="sm"
                  onClick={() => void send(suggestion)}
                >
                  {suggestion}
                </Button>
              ))}
            </div>
          ) : null}
          <form
            method="post"
            action={settings.endpoints.ask}
            onSubmit={onSubmit}
            className="flex items-end gap-2"
          >
            <div className="min-w-0 flex-1">
              <label htmlFor={ASSISTANT_QUESTION_ID} className="text-sm font-semibold text-ink">
                {copy.questionLabel}
              </label>
              <input
                ref={box}
                id={ASSISTANT_QUESTION_ID}
                name={assistantApi.questionField}
                type="text"
                required
                maxLength={settings.limits.question}
                autoComplete="off"
                enterKeyHint="send"
                placeholder={copy.placeholder}
                // A modal dialog focuses its autofocus control as it opens (HTML's dialog focusing
                // steps): the question box, so the visitor types at once, before any script.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                className="mt-1 h-11 w-full rounded-xl border border-line-strong bg-surface px-3 text-base text-ink placeholder:text-ink-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              />
            </div>
            {pending ? (
              <Button variant="outline" onClick={stop}>
                <Icon name="square" />
                {copy.stop}
              </Button>
            ) : (
              <Button type="submit" variant="gradient">
                <Icon name="send" />
                {copy.ask}
              </Button>
            )}
          </form>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
            <label className="flex items-center gap-2 text-ink-soft">
              <input
                type="checkbox"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                className="size-4 accent-brand-600"
              />
              {copy.consent}
            </label>
            <span className="flex items-center gap-3">
              {turns.length ? (
                <Button variant="link" size="text" onClick={startOver}>
                  {copy.newConversation}
                </Button>
              ) : null}
              <a
                href={settings.lead.href}
                onClick={handOver}
                className={buttonVariants({ variant: "secondary", size: "sm" })}
              >
                {copy.talkToPerson}
              </a>
            </span>
          </div>
        </div>
      </div>
    </dialog>
  );
}

/** "… a year). [1]": the numbers become links to their sources. */
function AnswerText({ text, citations }: { text: string; citations: Citation[] }) {
  const parts = text.split(/\[(\d+)\]/);
  return parts.map((part, index) => {
    const citation = index % 2 ? citations[Number(part) - 1] : undefined;
    if (index % 2 === 0 || !citation) return index % 2 ? `[${part}]` : part;
    return (
      <a key={index} href={citation.url} className="font-semibold text-accent hover:underline">
        [{part}]
      </a>
    );
  });
}

function TurnView({
  turn,
  copy,
  onThumb,
  onHandOver,
}: {
  turn: Turn;
  copy: Copy;
  onThumb: (helpful: boolean) => void;
  onHandOver: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { result } = turn;
  return (
    <article aria-busy={turn.state === "streaming"} className="space-y-2">
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-sm text-white">
        <span className="sr-only">{copy.you}: </span>
        {turn.question}
      </p>
      <div className="max-w-[95%] rounded-2xl rounded-bl-sm bg-sunken px-4 py-3 text-sm leading-relaxed">
        <span className="sr-only">{copy.assistant}: </span>
        {turn.state === "failed" ? (
          <span className="text-red-700 dark:text-red-400">{turn.error}</span>
        ) : turn.answer ? (
          <span className="whitespace-pre-line">
            <AnswerText text={turn.answer} citations={turn.citations} />
          </span>
        ) : turn.state === "streaming" ? (
          <span className="text-ink-muted">{copy.thinking}</span>
        ) : null}
        {turn.state === "stopped" ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">
            {copy.stopped}
          </span>
        ) : null}
        {turn.citations.length ? (
          <>
            <h3 className="mt-3 text-xs font-semibold uppercase tracking-wider text-ink-muted">
              {copy.sources}
            </h3>
            <ol className="mt-1 list-decimal space-y-1 pl-5">
              {turn.citations.map((citation) => (
                <li key={citation.url}>
                  <a href={citation.url} className="text-accent underline underline-offset-2">
                    {citation.title}
                  </a>
                </li>
              ))}
            </ol>
          </>
        ) : null}
        {result?.handoff ? (
          <a
            href={result.handoff.href}
            onClick={onHandOver}
            className={cn(buttonVariants({ variant: "default", size: "sm" }), "mt-3")}
          >
            {result.handoff.label}
          </a>
        ) : null}
      </div>
      {result?.id ? (
        <div className="flex items-center gap-1 text-xs text-ink-muted">
          <Thumb
            icon="thumbs-up"
            label={copy.helpful}
            pressed={turn.helpful === true}
            onClick={() => onThumb(true)}
          />
          <Thumb
            icon="thumbs-down"
            label={copy.notHelpful}
            pressed={turn.helpful === false}
            onClick={() => onThumb(false)}
          />
          {turn.helpful === undefined ? null : <span role="status">{copy.feedbackThanks}</span>}
        </div>
      ) : null}
    </article>
  );
}

function Thumb({
  icon,
  label,
  pressed,
  onClick,
}: {
  icon: "thumbs-up" | "thumbs-down";
  label: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className="grid size-9 place-items-center rounded-full hover:bg-sunken aria-pressed:bg-accent-soft aria-pressed:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <Icon name={icon} className="size-4" />
    </button>
  );
}
