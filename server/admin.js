// @ts-check
// What the business may do with what visitors sent, in one place for both ways of reaching it: the
// enquiries CLI calls it directly on a database it can open, or through the running server's admin
// socket when the server holds a PGlite data directory (server/admin-socket.js). Every answer is
// plain JSON, so it crosses the socket unchanged.
import { dispatchFor, forms } from "./submissions/forms.js";

/** The commands, as the admin socket exposes them (POST /<command> with JSON arguments). */
export const ADMIN_COMMANDS = /** @type {const} */ ([
  "list",
  "release",
  "exportPerson",
  "erase",
  "assistantGaps",
]);
/** @typedef {(typeof ADMIN_COMMANDS)[number]} AdminCommand */

/**
 * @param {{
 *   store: import("./submissions/store.js").Store,
 *   webhook: boolean,
 *   confirmationsPerHour: number,
 *   onReleased?: () => void,
 *   questions?: import("./assistant/store.ts").AssistantStore,
 * }} options questions: Ask Automatica's stored questions (server/assistant/store.ts); webhook, confirmationsPerHour: what a released submission is owed, as the server
 *   would owe it; onReleased: wakes the outbox
 */
export function createAdmin({ store, webhook, confirmationsPerHour, onReleased, questions }) {
  return {
    /** Every submission, or those of one verdict. @param {{ verdict?: import("./db/schema.js").Verdict }} [args] */
    list: ({ verdict } = {}) => store.list({ verdict }),

    /** Sends a held submission on as ok. @param {{ id: string }} args */
    async release({ id }) {
      const result = await store.release(String(id), (submission) =>
        dispatchFor(forms[submission.kind], submission.data, { webhook, confirmationsPerHour }),
      );
      if (result.released) onReleased?.();
      return result;
    },

    /**
     * One person's submissions, for an access request, and the related ones apart (joined with
     * includeRelated).
     * @param {import("./submissions/store.js").Person & { includeRelated?: boolean }} args
     */
    exportPerson: ({ email, phone, includeRelated }) =>
      store.findPerson({ email, phone }, { includeRelated: Boolean(includeRelated) }),

    /**
     * Deletes one person's data, the related submissions only with includeRelated (or, with
     * dryRun, says what would go and what would stay).
     * @param {import("./submissions/store.js").Person & { dryRun?: boolean, includeRelated?: boolean }} args
     */
    erase: ({ email, phone, dryRun, includeRelated }) =>
      store.erase(
        { email, phone },
        { dryRun: Boolean(dryRun), includeRelated: Boolean(includeRelated) },
      ),

    /**
     * Ask Automatica's gaps: the unsure and thumbs-down questions of the last `days` days, grouped
     * (server/assistant/gaps.ts).
     * @param {{ days?: number, limit?: number }} args
     */
    async assistantGaps({ days = 30, limit = 20 } = {}) {
      if (!questions) throw new Error("Ask Automatica's questions are not reachable here");
      // Loaded when asked: the enquiries CLI starts without it.
      const { gapsOf } = await import("./assistant/gaps.ts");
      return gapsOf(await questions.asked({ days: Number(days) }), Number(limit));
    },
  };
}

/** @typedef {ReturnType<typeof createAdmin>} Admin */
