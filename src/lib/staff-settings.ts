import {
  LEAD_STATUSES,
  NOTE_MAX,
  SEARCH_MAX,
  STAFF_ROLES,
  STAFF_VERDICTS,
  SUBMISSION_KINDS_FOR_STAFF,
  staffApi,
  staffPages,
} from "../shared/staff-api";

/**
 * What the staff islands are told at build time, as data (their shells hand it down): the
 * contract's addresses, limits and enums (shared/staff-api.ts). So the islands import the contract
 * for its types only and load no zod: the contract's schemas would put zod in the chunk the forms
 * share, and the forms over their budget (as for Ask Automatica's panel, lib/assistant-settings.ts).
 * The server checks every request against the schemas; the browser trusts its own server's answers.
 */
export const staffSettings = {
  api: staffApi,
  pages: staffPages,
  limits: { note: NOTE_MAX, search: SEARCH_MAX },
  statuses: LEAD_STATUSES,
  verdicts: STAFF_VERDICTS,
  kinds: SUBMISSION_KINDS_FOR_STAFF,
  roles: STAFF_ROLES,
} as const;

export type StaffSettings = typeof staffSettings;
export type StaffAddresses = StaffSettings["api"];
