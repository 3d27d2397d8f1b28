// @ts-check
// The daily job, run by whichever instance asks first each day (at DIGEST_HOUR, UTC, or at the first
// start of a day before it): the purge the privacy policy promises (submissions older than
// RETENTION_DAYS, spam older than 30 days, with their deliveries) and the digest of the day's
// suspect submissions, which the outbox then sends. It checks once a minute whether it is due,
// whether or not mail is configured.
import { safeError } from "./log-safe.js";

const HOUR = 3_600_000;
/** How often an instance asks whether the daily job is due. */
export const DAILY_CHECK_MS = 60_000;

/**
 * The day a run at `now` belongs to: days start at `hour` o'clock UTC.
 * @param {Date} now @param {number} hour
 */
export const jobDay = (now, hour) =>
  new Date(now.getTime() - hour * HOUR).toISOString().slice(0, 10);

/**
 * @param {{
 *   store: import("./submissions/store.js").Store,
 *   retentionDays: number,
 *   digestHour: number,
 *   log?: { info: (obj: object, msg?: string) => void, error: (obj: object, msg?: string) => void },
 *   clock?: () => Date,
 *   onDigest?: () => void,
 *   purges?: { what: string, run: (now: Date) => Promise<number> }[],
 * }} options onDigest: a digest was queued (wakes the outbox); purges: more to purge, with what
 *   they purge for the log
 */
export function createDailyJob({
  store,
  retentionDays,
  digestHour,
  log,
  clock = () => new Date(),
  onDigest,
  purges = [],
}) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<boolean> | undefined} */
  let running;

  /** Runs the job if today's run has not happened yet. @returns {Promise<boolean>} whether it ran */
  async function runIfDue() {
    const now = clock();
    const day = jobDay(now, digestHour);
    if (!(await store.claimDailyRun("daily", day, now))) return false;
    try {
      const purged = await store.purge({ now, retentionDays });
      log?.info(
        { purged },
        `purge: ${purged.submissions} submission(s) older than ${retentionDays} days and ${purged.spam} spam submission(s) older than 30 days deleted, with their deliveries`,
      );
      for (const { what, run } of purges) {
        const count = await run(now);
        log?.info({ purged: count }, `purge: ${count} ${what} deleted`);
      }
      const digest = await store.enqueueDigest(now);
      if (digest) {
        log?.info({ delivery: digest.deliveryId, count: digest.count }, "suspect digest queued");
        onDigest?.();
      }
      return true;
    } catch (error) {
      await store.unclaimDailyRun("daily", day).catch(() => {});
      throw error;
    }
  }

  /** One check, never two at once, never throwing. */
  const tick = () => {
    running ??= runIfDue()
      .catch((error) => {
        log?.error({ err: safeError(error) }, "the daily job failed; it will try again");
        return false;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    runIfDue,
    /** Checks now, then once a minute. */
    start() {
      if (timer) return;
      void tick();
      timer = setInterval(tick, DAILY_CHECK_MS);
      timer.unref();
    },
    /** Stops checking once the check in hand is done. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
