/**
 * Ask Automatica's settings from the environment (read once at start with the server's own,
 * server/config.js): the rate limit, how long questions are kept, and the optional model.
 */

export interface ModelSettings {
  /** The API's base URL, e.g. "https://llm.internal/v1". */
  url: string;
  key: string;
  model: string;
  /** Tokens a day (prompt and completion) before the assistant answers without the model. */
  dailyTokens: number | null;
  /** Milliseconds to the first token before giving up (8 s). */
  firstTokenMs: number;
  /** Milliseconds for the whole answer before giving up. */
  totalMs: number;
}

/** The model's settings from the environment; null when any of the three is unset. */
export function modelSettingsFrom(env: NodeJS.ProcessEnv = process.env): ModelSettings | null {
  const url = env.ASSISTANT_LLM_URL?.trim();
  const key = env.ASSISTANT_LLM_KEY?.trim();
  const model = env.ASSISTANT_LLM_MODEL?.trim();
  if (!url || !key || !model) return null;
  const daily = env.ASSISTANT_LLM_DAILY_TOKENS?.trim();
  const dailyTokens = daily ? Number(daily) : null;
  if (dailyTokens !== null && !(Number.isInteger(dailyTokens) && dailyTokens >= 0)) {
    throw new Error("ASSISTANT_LLM_DAILY_TOKENS must be a whole number of tokens (0 or more)");
  }
  return { url, key, model, dailyTokens, firstTokenMs: 8_000, totalMs: 30_000 };
}

export interface AssistantConfig {
  /** Questions a client may ask in a minute (ASSISTANT_RATE_LIMIT, 10). */
  rateLimit: number;
  /** Days a question is kept (ASSISTANT_RETENTION_DAYS, 90). */
  retentionDays: number;
  /** The language model, or null: answers without one (ASSISTANT_LLM_URL, _KEY, _MODEL). */
  model: ModelSettings | null;
}

export const ASSISTANT_DEFAULTS = { rateLimit: 10, retentionDays: 90 } as const;

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  [min, max]: [number, number],
  warnings: string[],
): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (value >= min && value <= max) return value;
  warnings.push(`${name}=${text} is not a whole number from ${min} to ${max}: using ${fallback}`);
  return fallback;
}

export function readAssistantConfig(
  env: NodeJS.ProcessEnv,
  warnings: string[] = [],
): AssistantConfig {
  return {
    rateLimit: wholeNumber(
      env,
      "ASSISTANT_RATE_LIMIT",
      ASSISTANT_DEFAULTS.rateLimit,
      [1, 1_000_000],
      warnings,
    ),
    retentionDays: wholeNumber(
      env,
      "ASSISTANT_RETENTION_DAYS",
      ASSISTANT_DEFAULTS.retentionDays,
      [1, 36_500],
      warnings,
    ),
    model: modelSettingsFrom(env),
  };
}
