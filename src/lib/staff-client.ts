/**
 * The staff inbox's client: every call to /api/staff/* (shared/staff-api.ts; the addresses come as
 * data, lib/staff-settings.ts), same-origin with the session cookie (HttpOnly, SameSite=Strict: the
 * browser sends it, no script reads it). Refusals become a `StaffApiError` with the status, so a
 * view can say "signed out" (401), "owners only" (403) or "wait" (429, `retryAfter` seconds).
 */
import type { z } from "zod/mini";
import type {
  auditResponse,
  erasePreviewResponse,
  eraseResponse,
  gapsResponse,
  inviteResponse,
  membersResponse,
  submissionsResponse,
} from "../shared/staff-api";

/** The answers' types, from the contract's schemas (types only: no zod in the islands). */
export type SubmissionsResponse = z.infer<typeof submissionsResponse>;
export type AuditResponse = z.infer<typeof auditResponse>;
export type GapsResponse = z.infer<typeof gapsResponse>;
export type MembersResponse = z.infer<typeof membersResponse>;
export type InviteResponse = z.infer<typeof inviteResponse>;
export type ErasePreview = z.infer<typeof erasePreviewResponse>;
export type EraseResponse = z.infer<typeof eraseResponse>;

export class StaffApiError extends Error {
  readonly status: number;
  readonly retryAfter: number;
  readonly errors: Record<string, string>;
  constructor(
    status: number,
    message: string,
    { retryAfter = 0, errors = {} }: { retryAfter?: number; errors?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.retryAfter = retryAfter;
    this.errors = errors;
  }
}

async function refusal(response: Response): Promise<StaffApiError> {
  const body: unknown = await response.json().catch(() => ({}));
  const record = (body && typeof body === "object" ? body : {}) as {
    error?: unknown;
    errors?: unknown;
  };
  const errors =
    record.errors && typeof record.errors === "object"
      ? (record.errors as Record<string, string>)
      : {};
  return new StaffApiError(
    response.status,
    typeof record.error === "string" ? record.error : `staff API answered ${response.status}`,
    { retryAfter: Number(response.headers.get("Retry-After")) || 0, errors },
  );
}

/** GET an address (with its query): the answer, of the contract's type `T`. */
export async function staffGet<T>(
  address: string,
  query: Record<string, string | undefined> = {},
): Promise<T> {
  const params = queryString(query);
  const response = await fetch(params ? `${address}?${params}` : address, {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as T;
}

/** POST (or DELETE) a JSON body: the answer, of the contract's type `T`. */
export async function staffSend<T = unknown>(
  address: string,
  body: unknown,
  method: "POST" | "DELETE" = "POST",
): Promise<T> {
  const response = await fetch(address, {
    method,
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as T;
}

/** The query of a GET: empty values left out. */
export function queryString(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  return params.toString();
}

/**
 * An address of the contract with its `:id` filled in: `staffPath` of shared/staff-api.ts, which
 * the islands cannot import without its schemas (lib/staff-settings.ts).
 */
export const withId = (address: string, id: string) =>
  address.replace(":id", encodeURIComponent(id));
