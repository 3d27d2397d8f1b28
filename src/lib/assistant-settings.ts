import { assistantApi } from "../shared/assistant-api";
import { apiUrl, formApi } from "../shared/form-api";
import { HISTORY_ANSWER_MAX, HISTORY_MAX, QUESTION_MAX } from "../shared/schemas/assistant";
import { ADDITIONAL_INFO_MAX, NEEDS_MAX } from "../shared/schemas/limits";
import type { AssistantSettings } from "./assistant-client";
import { LEAD_DRAFT_KEY } from "./lead-form-draft";

/**
 * What Ask Automatica's panel is told at build time (base-layout.astro): the API's addresses and
 * limits and the lead form's page, draft key and limits, as data, so that its code shares no module
 * with the forms and loads no zod (lib/assistant-client.ts, `AssistantSettings`).
 */
export function assistantSettings(): AssistantSettings {
  return {
    endpoints: { ask: apiUrl(assistantApi.ask), feedback: apiUrl(assistantApi.feedback) },
    limits: { question: QUESTION_MAX, history: HISTORY_MAX, historyAnswer: HISTORY_ANSWER_MAX },
    lead: {
      href: formApi.enquiry.formPath,
      draftKey: LEAD_DRAFT_KEY,
      needsMax: NEEDS_MAX,
      additionalInfoMax: ADDITIONAL_INFO_MAX,
    },
  };
}
