/**
 * Where a lead came from, as a form sends it (`SOURCE_FIELD`): the page the form is on, and what the
 * visit's first page kept in session storage (lib/keep-visit-source.ts): that page, the other
 * site that linked to it and its UTM parameters. What was kept is sent only while analytics are
 * allowed (cookie-consent.ts): a choice made in another tab counts too. Part of the forms' sending
 * code, like the proof of work.
 */
import { analyticsAllowed, visitSourceStorageKey } from "./cookie-consent";
import { parseLeadSource, type LeadSource } from "../shared/schemas/source";

/** What the visit's first page kept, or undefined (nothing, not allowed, storage refused, not ours). */
function keptSource(): object | undefined {
  try {
    if (!analyticsAllowed()) return undefined;
    const kept: unknown = JSON.parse(
      window.sessionStorage.getItem(visitSourceStorageKey) ?? "null",
    );
    return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** The lead source to send with a form on `page`: the page alone when nothing else is kept. */
export function leadSource(page: string = window.location.pathname): LeadSource {
  return parseLeadSource({ ...keptSource(), page }) ?? { page };
}
