/**
 * Ask Automatica's settings from the environment (read once at start with the server's own,
 * server/config.js): the rate limit, how long questions are kept, and the optional model.
 */
import { modelSettingsFrom, type ModelSettings } from "./model.ts";

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
