/**
 * "Talk to a person" from Ask Automatica: what the lead form is pre-filled with, and the lead's
 * source. Both travel in this tab's session storage, never in the address: the lead form restores
 * its draft from there (lib/lead-form-draft.ts, the same draft it keeps while the visitor types),
 * and the forms' lead source (lib/visit-source.ts) adds the handoff's starting page and
 * conversation id, so that the server can mark the conversation as having led to a lead.
 */
import { handoffCopy } from "../content/assistant-panel";
import { fill } from "../shared/fill";
import { emptyEnquiry, type Interest } from "../shared/schemas/enquiry";
import { ADDITIONAL_INFO_MAX, NEEDS_MAX } from "../shared/schemas/limits";
import type { AssistantSource } from "../shared/schemas/source";
import { readLeadDraft, saveLeadDraft } from "./lead-form-draft";

/** Where the handoff's source waits for the lead form, for this tab only. */
export const ASSISTANT_HANDOFF_KEY = "automatica.assistant-handoff";

/** One question and its answer, as the panel shows them. */
export interface HandoffTurn {
  question: string;
  answer: string;
}

/** The first interest whose words the conversation uses, else the fallback. */
export function interestFrom(turns: readonly HandoffTurn[]): Interest {
  const words = new Set(
    turns.flatMap((turn) => `${turn.question} ${turn.answer}`.toLowerCase().match(/[a-z]+/g) ?? []),
  );
  const found = handoffCopy.interests.find((entry) => entry.words.some((word) => words.has(word)));
  return found ? found.interest : handoffCopy.fallback;
}

/** Cut to `max` characters at most, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** "needs": a one-line summary, the visitor's questions in turn. */
export function needsFrom(turns: readonly HandoffTurn[]): string {
  const questions = turns.map((turn) => turn.question.replace(/\s+/g, " ").trim()).join(" · ");
  return clip(fill(handoffCopy.needs, { questions }), NEEDS_MAX);
}

/** The conversation as text for "additional information", the latest turns kept when too long. */
export function transcriptFrom(turns: readonly HandoffTurn[]): string {
  const lines = turns.map((turn) =>
    [
      fill(handoffCopy.transcriptQuestion, { text: turn.question.trim() }),
      fill(handoffCopy.transcriptAnswer, { text: turn.answer.trim() }),
    ].join("\n"),
  );
  let kept = lines;
  const text = () => [handoffCopy.transcriptTitle, ...kept].join("\n\n");
  while (kept.length > 1 && text().length > ADDITIONAL_INFO_MAX) kept = kept.slice(1);
  return clip(text(), ADDITIONAL_INFO_MAX);
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Hands the conversation to the lead form: the draft (what the visitor already typed there kept,
 * the interest and "needs" from the conversation, the transcript only with `consent`) and the
 * handoff's source. The caller then follows the link to the form.
 */
export function startHandoff(
  turns: readonly HandoffTurn[],
  { consent, source }: { consent: boolean; source: AssistantSource },
) {
  const draft = readLeadDraft() ?? emptyEnquiry();
  if (turns.length) {
    draft.interestedIn = interestFrom(turns);
    draft.needs = needsFrom(turns);
    if (consent) draft.additionalInfo = transcriptFrom(turns);
  }
  saveLeadDraft(draft);
  try {
    session()?.setItem(ASSISTANT_HANDOFF_KEY, JSON.stringify(source));
  } catch {
    // Storage refused: the lead goes without the handoff's source.
  }
}

/** The handoff's source kept in this tab, unchecked (parseLeadSource checks it), or undefined. */
export function keptHandoff(): unknown {
  try {
    return JSON.parse(session()?.getItem(ASSISTANT_HANDOFF_KEY) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}
