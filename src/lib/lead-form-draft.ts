import { emptyEnquiry, parseInterest, type EnquiryInput } from "../shared/schemas/enquiry";

/** Where the lead form keeps what the visitor has typed, for this tab only. */
export const LEAD_DRAFT_KEY = "automatica.lead-form-draft";

export type LeadFormValues = ReturnType<typeof emptyEnquiry>;

/** Storage can be missing or refuse access (privacy modes): then there is simply no draft. */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The saved draft, with only known fields kept as strings; undefined when there is none. */
export function readLeadDraft(): LeadFormValues | undefined {
  try {
    const raw = storage()?.getItem(LEAD_DRAFT_KEY);
    if (!raw) return undefined;
    const saved: unknown = JSON.parse(raw);
    if (!saved || typeof saved !== "object") return undefined;
    const draft = emptyEnquiry(parseInterest((saved as EnquiryInput).interestedIn));
    for (const key of Object.keys(draft) as (keyof LeadFormValues)[]) {
      const value = (saved as Record<string, unknown>)[key];
      if (key !== "interestedIn" && typeof value === "string") draft[key] = value;
    }
    return draft;
  } catch {
    return undefined;
  }
}

export function saveLeadDraft(values: Partial<EnquiryInput>) {
  try {
    storage()?.setItem(LEAD_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still works, the draft just is not kept.
  }
}

export function clearLeadDraft() {
  try {
    storage()?.removeItem(LEAD_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
