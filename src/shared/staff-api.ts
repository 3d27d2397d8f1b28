import { z } from "zod/mini";

/**
 * The staff door's contract (issue 36): the addresses of the staff pages and of every /api/staff/*
 * route, the enums, the cookie's name and the zod schemas of each request and response. Shared by the
 * inbox's islands (the browser) and the server's plugin (server/staff/). Every text a visitor typed
 * travels as a plain string and is shown as text.
 *
 * Errors, as elsewhere on the API: 401 `{ error }` without a (live) session; 403 `{ error }` for a
 * member on an owner's action, or for a state-changing request whose Origin is not the site's; 400
 * `{ errors: { field: message } }` for a bad field; 404 `{ error }` for an unknown id; 429 `{ error,
 * retryAfter }` with Retry-After when sign-in attempts are over their limit.
 */

export const STAFF_ROLES = ["owner", "member"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A lead's place in the sales process, set by staff. A new submission is "new". */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The spam verdict (server/db/schema.ts VERDICTS, repeated here for the browser). */
export const STAFF_VERDICTS = ["ok", "suspect", "spam"] as const;
export type StaffVerdict = (typeof STAFF_VERDICTS)[number];
/** What staff may set a lead's verdict to: "Not spam" (ok: released, as `release` does) or "Spam". */
export const VERDICT_ACTIONS = ["ok", "spam"] as const;
export const SUBMISSION_KINDS_FOR_STAFF = ["enquiry", "contact", "invite"] as const;
export type StaffSubmissionKind = (typeof SUBMISSION_KINDS_FOR_STAFF)[number];
export const DELIVERY_STATES = ["pending", "sent", "failed"] as const;
export const DELIVERY_CHANNELS_FOR_STAFF = [
  "business_email",
  "thank_you_email",
  "webhook",
  "suspect_digest",
] as const;
/** What the audit log records (issue 36, point 4). */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "enrol",
  "passkey-added",
  "view",
  "verdict",
  "status",
  "owner",
  "note",
  "resend",
  "export",
  "person-export",
  "erase",
  "invite",
  "remove",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Idle and absolute lifetime of a staff session. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** An enrolment link is valid this long, once. */
export const INVITATION_TTL_MS = 24 * 3_600_000;
/** The longest note, and the longest text search. */
export const NOTE_MAX = 2000;
export const SEARCH_MAX = 100;
/** Rows per page of the inbox list and the audit log. */
export const PAGE_SIZE = 50;

/**
 * The session cookie: `__Host-staff` (Secure, Path=/, no Domain) when SITE_URL is https; `staff`
 * on a plain-http SITE_URL (a developer's http://localhost), where a browser refuses `__Host-`.
 * Either way HttpOnly and SameSite=Strict. The browser never reads it (HttpOnly): it calls `me`.
 */
export const STAFF_COOKIE = { secure: "__Host-staff", insecure: "staff" } as const;

/** The staff pages (prerendered shells) and the enrolment link's form. */
export const staffPages = {
  inbox: "/staff",
  signIn: "/staff/sign-in",
  enrol: "/staff/enrol",
} as const;
/** The enrolment link: the token travels in the fragment, never in a log or a Referer. */
export const enrolLink = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, "")}${staffPages.enrol}#token=${token}`;

/** Every /api/staff/* address. `:id` is a uuid. */
export const staffApi = {
  enrolOptions: "/api/staff/enrol/options",
  enrolVerify: "/api/staff/enrol/verify",
  signInOptions: "/api/staff/sign-in/options",
  signInVerify: "/api/staff/sign-in/verify",
  signOut: "/api/staff/sign-out",
  me: "/api/staff/me",
  passkeyOptions: "/api/staff/passkeys/options",
  passkeyVerify: "/api/staff/passkeys/verify",
  submissions: "/api/staff/submissions",
  submission: "/api/staff/submissions/:id",
  verdict: "/api/staff/submissions/:id/verdict",
  status: "/api/staff/submissions/:id/status",
  owner: "/api/staff/submissions/:id/owner",
  notes: "/api/staff/submissions/:id/notes",
  resend: "/api/staff/deliveries/:id/resend",
  export: "/api/staff/export.csv",
  people: "/api/staff/people",
  erasePreview: "/api/staff/people/erase-preview",
  erase: "/api/staff/people/erase",
  members: "/api/staff/members",
  member: "/api/staff/members/:id",
  audit: "/api/staff/audit",
  gaps: "/api/staff/gaps",
} as const;
/** An address with its `:id` filled in. */
export const staffPath = (address: string, id: string) =>
  address.replace(":id", encodeURIComponent(id));

// ---- Shared pieces -------------------------------------------------------------------------------

export const staffMessages = {
  token: "The enrolment link is not valid: ask an owner for a new one",
  response: "The passkey's answer is missing or malformed",
  email: "Please give an e-mail address",
  confirm: "Type the address again to confirm",
  note: `A note is 1 to ${NOTE_MAX} characters`,
  q: `A search is at most ${SEARCH_MAX} characters`,
  date: "A date is YYYY-MM-DD",
  id: "An id is the one the inbox gave",
  cursor: "The page's cursor is the one the list gave",
} as const;
const m = staffMessages;

const uuid = z.string({ error: m.id }).check(z.regex(/^[0-9a-f-]{36}$/i, m.id));
const email = z
  .string({ error: m.email })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(3, m.email),
    z.maxLength(254, m.email),
    z.regex(/^[^\s@]+@[^\s@]+$/, m.email),
  );
const day = z.string({ error: m.date }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.date));
/** A WebAuthn response from @simplewebauthn/browser, checked in full by @simplewebauthn/server. */
const webauthnResponse = z.looseObject({
  id: z.string({ error: m.response }),
  rawId: z.string({ error: m.response }),
  type: z.literal("public-key", m.response),
  response: z.looseObject({}),
});

export const idParams = z.object({ id: uuid });

// ---- Requests ------------------------------------------------------------------------------------

/** The enrolment token, as the link's fragment carries it (base64url, 43 characters). */
export const enrolOptionsRequest = z.object({
  token: z.string({ error: m.token }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, m.token)),
});
export const enrolVerifyRequest = z.object({
  token: enrolOptionsRequest.shape.token,
  response: webauthnResponse,
});
export const signInOptionsRequest = z.object({});
export const signInVerifyRequest = z.object({ response: webauthnResponse });
export const passkeyVerifyRequest = z.object({ response: webauthnResponse });

/** The list's filters: in the address (all but `q`, which is personal data and sent in the query only). */
export const submissionsQuery = z.object({
  verdict: z.optional(z.enum(STAFF_VERDICTS)),
  kind: z.optional(z.enum(SUBMISSION_KINDS_FOR_STAFF)),
  status: z.optional(z.enum(LEAD_STATUSES)),
  /** Received on or after this day (UTC). */
  from: z.optional(day),
  /** Received on or before this day (UTC). */
  to: z.optional(day),
  /** Text search over name, e-mail, organisation and needs. */
  q: z.optional(z.string({ error: m.q }).check(z.trim(), z.maxLength(SEARCH_MAX, m.q))),
  /** The `next` of the previous page. */
  cursor: z.optional(z.string({ error: m.cursor }).check(z.maxLength(200, m.cursor))),
});
export type SubmissionsQuery = z.infer<typeof submissionsQuery>;
/** The CSV export takes the list's filters (no cursor: the whole filter). */
export const exportQuery = z.omit(submissionsQuery, { cursor: true });

export const verdictRequest = z.object({ verdict: z.enum(VERDICT_ACTIONS) });
export const statusRequest = z.object({ status: z.enum(LEAD_STATUSES) });
/** The staff member who owns the lead, or null for nobody. */
export const ownerRequest = z.object({ staffId: z.nullable(uuid) });
export const noteRequest = z.object({
  text: z
    .string({ error: m.note })
    .check(z.trim(), z.minLength(1, m.note), z.maxLength(NOTE_MAX, m.note)),
});
export const personQuery = z.object({ email });
export const erasePreviewRequest = z.object({ email });
/** `confirm`: the address typed again; it must equal `email`. */
export const eraseRequest = z.object({ email, confirm: email });
export const inviteRequest = z.object({ email, role: z.enum(STAFF_ROLES) });
export const auditQuery = z.object({
  cursor: z.optional(z.string({ error: m.cursor }).check(z.maxLength(200, m.cursor))),
});

// ---- Responses -----------------------------------------------------------------------------------

/** A response's date: an ISO 8601 string. */
const isoDate = z.string();

export const errorResponse = z.object({ error: z.string() });
export const okResponse = z.object({ ok: z.literal(true) });

export const meResponse = z.object({
  id: uuid,
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** How many passkeys this member has registered. */
  passkeys: z.number(),
});
export type Me = z.infer<typeof meResponse>;

/**
 * WebAuthn options for @simplewebauthn/browser's startRegistration / startAuthentication
 * (`{ optionsJSON }`): passed through as the server made them.
 */
export const webauthnOptionsResponse = z.looseObject({ challenge: z.string() });

export const leadSource = z.object({
  campaign: z.nullable(z.string()),
  landingPage: z.nullable(z.string()),
  page: z.nullable(z.string()),
  referrer: z.nullable(z.string()),
});

export const submissionListItem = z.object({
  id: uuid,
  kind: z.enum(SUBMISSION_KINDS_FOR_STAFF),
  /** The visitor's name as typed (text), or "" when the form has none. */
  name: z.string(),
  /** What the lead is about: the interest or service picked, or "". */
  interest: z.string(),
  verdict: z.enum(STAFF_VERDICTS),
  status: z.enum(LEAD_STATUSES),
  source: leadSource,
  receivedAt: isoDate,
  /** Nobody has opened its detail yet. */
  unread: z.boolean(),
  /** The owner's e-mail, or null. */
  owner: z.nullable(z.string()),
});
export type SubmissionListItem = z.infer<typeof submissionListItem>;
export const submissionsResponse = z.object({
  items: z.array(submissionListItem),
  /** The cursor of the next page, or null at the end. */
  next: z.nullable(z.string()),
});

export const deliveryItem = z.object({
  id: uuid,
  channel: z.enum(DELIVERY_CHANNELS_FOR_STAFF),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  sentAt: z.nullable(isoDate),
});
export const noteItem = z.object({
  id: uuid,
  /** The author's e-mail (staff), or null once the author was removed. */
  author: z.nullable(z.string()),
  text: z.string(),
  createdAt: isoDate,
});
export const submissionDetail = z.object({
  ...submissionListItem.shape,
  /** Every field as the form stored it: name → text. */
  fields: z.record(z.string(), z.string()),
  /** The whole lead source (UTM parameters included). */
  sourceDetail: z.nullable(z.record(z.string(), z.unknown())),
  /** Why the spam check said what it said, in words. */
  reasons: z.array(z.string()),
  deliveries: z.array(deliveryItem),
  notes: z.array(noteItem),
  ownerId: z.nullable(uuid),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;
/** A failed delivery sent again: its lead's detail, or `ok` for a delivery of no lead. */
export const resendResponse = z.union([submissionDetail, okResponse]);

export const personResponse = z.object({
  email: z.string(),
  /** Every submission of the person, each with all its fields and deliveries. */
  submissions: z.array(z.record(z.string(), z.unknown())),
  /** Submissions that may be someone else's (another spelling of the address), listed apart. */
  related: z.array(z.record(z.string(), z.unknown())),
});
export const erasePreviewResponse = z.object({
  email: z.string(),
  submissions: z.array(
    z.object({ id: uuid, kind: z.string(), verdict: z.string(), createdAt: isoDate }),
  ),
  deliveries: z.number(),
  notes: z.number(),
  confirmationRecords: z.number(),
});
export const eraseResponse = z.object({ ...erasePreviewResponse.shape, erased: z.literal(true) });
/** Erasure refused: the address typed again is not the same (`errors.confirm`). */
export const eraseRefusedResponse = z.object({ errors: z.record(z.string(), z.string()) });
/** The CSV export: text/csv, each cell a visitor typed neutralised (server/submissions/csv.ts). */
export const csvResponse = z.string();

export const memberItem = z.object({
  id: uuid,
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  passkeys: z.number(),
  /** Enrolled (has at least one passkey), or invited and not yet enrolled. */
  enrolled: z.boolean(),
  createdAt: isoDate,
  lastSignInAt: z.nullable(isoDate),
});
export const membersResponse = z.object({
  items: z.array(memberItem),
  /** Invitations sent and not yet used, within their 24 hours. */
  invitations: z.array(
    z.object({ email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: isoDate }),
  ),
});
/** An invitation made in the inbox: the link is shown once to the owner, and e-mailed. */
export const inviteResponse = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  link: z.string(),
  expiresAt: isoDate,
});

export const auditItem = z.object({
  id: uuid,
  at: isoDate,
  /** Who: the staff member's e-mail (kept after removal), or null for an unknown passkey. */
  actor: z.nullable(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  /** Which record: a submission's or a member's id, or null. */
  target: z.nullable(z.string()),
  /** What changed, without visitor data: a status, a verdict, a count, a role. */
  detail: z.nullable(z.string()),
});
export const auditResponse = z.object({ items: z.array(auditItem), next: z.nullable(z.string()) });

export const gapItem = z.object({
  count: z.number(),
  question: z.string(),
  variants: z.array(z.string()),
  unsure: z.number(),
  thumbsDown: z.number(),
  leads: z.number(),
  nearest: z.array(z.string()),
  lastAsked: z.string(),
});
export const gapsResponse = z.object({ items: z.array(gapItem) });
