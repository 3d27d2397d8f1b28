/**
 * The model's daily token budget (ASSISTANT_LLM_DAILY_TOKENS), counted in the database every
 * instance shares, in the rate limit's table (`rate_limits`, one row a UTC day under its own key;
 * the daily job deletes it once its day is over, as it does the rate limit's windows).
 */
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema.js";
import type { TokenBudget } from "./model.ts";

type Db = import("../db/index.js").Db;

const keyOf = (now: Date) => `assistant-tokens ${now.toISOString().slice(0, 10)}`;
/** The end of `now`'s UTC day. */
const dayEnd = (now: Date) => new Date(`${now.toISOString().slice(0, 10)}T23:59:59.999Z`);

/**
 * A budget of `daily` tokens a UTC day for all instances together. When the database cannot say
 * what is left, the question is answered without the model (it costs nothing); a spend it cannot
 * record is lost.
 */
export function databaseBudget(db: Db, daily: number): TokenBudget {
  return {
    async remaining(now) {
      try {
        const [row] = await db
          .select({ hits: rateLimits.hits })
          .from(rateLimits)
          .where(eq(rateLimits.key, keyOf(now)));
        return daily - (row?.hits ?? 0);
      } catch {
        return 0;
      }
    },
    async spend(tokens, now) {
      const spent = Math.max(0, Math.round(tokens));
      await db
        .insert(rateLimits)
        .values({ key: keyOf(now), hits: spent, resetAt: dayEnd(now) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { hits: sql`${rateLimits.hits} + ${spent}` },
        })
        .catch(() => {});
    },
  };
}
