/**
 * "Talk to a person" from Ask Automatica: what the lead form is pre-filled with, and the lead's
 * source. Both travel in this tab's session storage, never in the address: the lead form restores
 * its draft from there (lib/lead-form-draft.ts, the same draft it keeps while the visitor types),
 * and the handoff's starting page and conversation id join what the visit's first page kept of
 * where it came from (lib/keep-visit-source.ts), which the forms send as the lead's source
 * (lib/visit-source.ts) on the same terms: while analytics are allowed. The server then marks the
 * conversation as having led to a lead.
 */
import { handoffCopy } from "../content/assistant-panel";
import { fill } from "../shared/fill";
import type { Interest } from "../shared/schemas/enquiry";
import type { AssistantSource } from "../shared/schemas/source";
import type { LeadHandoffSettings } from "./assistant-client";
import { analyticsAllowed, visitSourceStorageKey } from "./cookie-consent";

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

/** "needs": a one-line summary, the visitor's questions in turn, in `max` characters. */
export function needsFrom(turns: readonly HandoffTurn[], max: number): string {
  const questions = turns.map((turn) => turn.question.replace(/\s+/g, " ").trim()).join(" · ");
  return clip(fill(handoffCopy.needs, { questions }), max);
}

/** The conversation for "additional information", in `max` characters: the latest turns kept. */
export function transcriptFrom(turns: readonly HandoffTurn[], max: number): string {
  const lines = turns.map((turn) =>
    [
      fill(handoffCopy.transcriptQuestion, { text: turn.question.trim() }),
      fill(handoffCopy.transcriptAnswer, { text: turn.answer.trim() }),
    ].join("\n"),
  );
  let kept = lines;
  const text = () => [handoffCopy.transcriptTitle, ...kept].join("\n\n");
  while (kept.length > 1 && text().length > max) kept = kept.slice(1);
  return clip(text(), max);
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A JSON object kept in session storage under `key`, or an empty one. */
function keptObject(storage: Storage | undefined, key: string): object {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(key) ?? "null");
    return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
  } catch {
    return {};
  }
}

/**
 * Hands the conversation to the lead form: its draft (what the visitor already typed there kept;
 * the interest and "needs" from the conversation, the transcript only with `consent`; the form
 * checks it all as it restores it, lib/lead-form-draft.ts) and the handoff's source. The caller
 * then follows the link to the form.
 */
export function startHandoff(
  turns: readonly HandoffTurn[],
  {
    consent,
    source,
    lead,
  }: { consent: boolean; source: AssistantSource; lead: LeadHandoffSettings },
) {
  const storage = session();
  if (turns.length) {
    try {
      storage?.setItem(
        lead.draftKey,
        JSON.stringify({
          ...keptObject(storage, lead.draftKey),
          interestedIn: interestFrom(turns),
          needs: needsFrom(turns, lead.needsMax),
          ...(consent ? { additionalInfo: transcriptFrom(turns, lead.additionalInfoMax) } : {}),
        }),
      );
    } catch {
      // Storage refused: the form opens empty.
    }
  }
  if (!analyticsAllowed()) return;
  try {
    const visit = keptObject(storage, visitSourceStorageKey);
    storage?.setItem(visitSourceStorageKey, JSON.stringify({ ...visit, assistant: source }));
  } catch {
    // Storage refused: the lead goes without the handoff's source.
  }
}
