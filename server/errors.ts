// Every refusal the server makes, made one way: an error class from @fastify/error with its code,
// status and message, thrown where the refusal is decided and answered by the one error handler
// (server/error-handler.ts). A refusal that says more than its status carries it as a property
// (retryAfter, allow).
import createError from "@fastify/error";
import { submissionFailure } from "../src/shared/form-messages.ts";

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";
/** The largest request body the API accepts, in bytes. */
export const BODY_LIMIT = 16 * 1024;

/** A body that is neither JSON nor a urlencoded form: refused before it is read. */
export const UnsupportedMediaTypeError = createError<"AUTOMATICA_UNSUPPORTED_MEDIA_TYPE", 415, []>(
  "AUTOMATICA_UNSUPPORTED_MEDIA_TYPE",
  `Content-Type must be ${JSON_TYPE} or ${FORM_TYPE}`,
  415,
);

/** A JSON body that names a charset other than UTF-8 (server/json-body.ts). */
export const JsonCharsetError = createError<"AUTOMATICA_JSON_CHARSET", 415, []>(
  "AUTOMATICA_JSON_CHARSET",
  "A JSON body must be UTF-8 (charset=utf-8, or no charset)",
  415,
);

/** A JSON body whose bytes are not UTF-8. */
export const JsonNotUtf8Error = createError<"AUTOMATICA_JSON_NOT_UTF8", 400, []>(
  "AUTOMATICA_JSON_NOT_UTF8",
  "The JSON body is not valid UTF-8",
  400,
);

/** A JSON body that starts with a byte-order mark. */
export const JsonByteOrderMarkError = createError<"AUTOMATICA_JSON_BOM", 400, []>(
  "AUTOMATICA_JSON_BOM",
  "The JSON body must not start with a byte-order mark",
  400,
);

/** An Idempotency-Key (header or hidden field) that is not 1 to 255 printable ASCII characters. */
export const IdempotencyKeyError = createError<"AUTOMATICA_IDEMPOTENCY_KEY", 400, []>(
  "AUTOMATICA_IDEMPOTENCY_KEY",
  "Idempotency-Key must be 1 to 255 printable ASCII characters",
  400,
);

/** An Idempotency-Key used before for other values or another form (server/submissions/store.ts). */
export const IdempotencyConflictError = createError<"AUTOMATICA_IDEMPOTENCY_CONFLICT", 422, []>(
  "AUTOMATICA_IDEMPOTENCY_CONFLICT",
  "This Idempotency-Key was already used for a different submission",
  422,
);

/** A body that is not JSON, on a route that takes only JSON (Ask Automatica's feedback). */
export const JsonOnlyError = createError<"AUTOMATICA_JSON_ONLY", 415, []>(
  "AUTOMATICA_JSON_ONLY",
  `Content-Type must be ${JSON_TYPE}`,
  415,
);

/** Ask Automatica without its knowledge (a build without build/assistant/knowledge.json). */
export const AssistantUnavailableError = createError<"AUTOMATICA_ASSISTANT_UNAVAILABLE", 503, []>(
  "AUTOMATICA_ASSISTANT_UNAVAILABLE",
  "Ask Automatica is not available",
  503,
);

/** A CORS preflight from an origin that is not one of the site's (CORS_ORIGINS). */
export const ForeignOriginError = createError<"AUTOMATICA_FOREIGN_ORIGIN", 403, []>(
  "AUTOMATICA_FOREIGN_ORIGIN",
  "This origin may not use the API",
  403,
);

/** What a page (or the API's JSON) says of a refusal's status. */
export interface StatusMessage {
  title: string;
  message: string;
}

export const MESSAGES = {
  400: { title: "Something went wrong", message: "The form could not be read. Please try again." },
  413: {
    title: "That is too much text",
    message: `The form was larger than ${BODY_LIMIT / 1024} KB. Please shorten it and send it again.`,
  },
  415: {
    title: "Unsupported form",
    message: `Send the form as ${JSON_TYPE} or ${FORM_TYPE}.`,
  },
  422: {
    title: "Already sent",
    message:
      "This form was already sent with different values. Please reload the form and send it again.",
  },
  429: {
    title: "Too many submissions",
    message:
      "You have sent this form several times in the last minute. Please wait a minute and try again.",
  },
  500: {
    title: "Something went wrong",
    message: "We could not save your submission. Please try again in a few minutes.",
  },
  // The database is away (or full, or read-only): the forms' own failure notice, as the site shows.
  503: { title: submissionFailure.title, message: submissionFailure.description },
} satisfies Record<number, StatusMessage>;

/** What is said of `status`: its own message, or the nearest kind's (400 or 500). */
const BY_STATUS = new Map<number, StatusMessage>(
  Object.entries(MESSAGES).map(([status, said]) => [Number(status), said]),
);
export const messageFor = (status: number): StatusMessage =>
  BY_STATUS.get(status) ?? (status >= 500 ? MESSAGES[500] : MESSAGES[400]);

const TooManyRequests = createError<"AUTOMATICA_RATE_LIMITED", 429, []>(
  "AUTOMATICA_RATE_LIMITED",
  MESSAGES[429].message,
  429,
);
/** More requests in a minute than the rate limit allows; `retryAfter`: seconds until the next. */
export class RateLimitedError extends TooManyRequests {
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super();
    this.retryAfter = retryAfter;
  }
}

const WrongMethod = createError<"AUTOMATICA_METHOD_NOT_ALLOWED", 405, []>(
  "AUTOMATICA_METHOD_NOT_ALLOWED",
  "Method Not Allowed",
  405,
);
/** A method the path does not answer; `allow`: the ones it does, for the Allow header. */
export class MethodNotAllowedError extends WrongMethod {
  readonly allow: string;
  constructor(allow: readonly string[]) {
    super();
    this.allow = allow.join(", ");
  }
}

const NotStored = createError<"AUTOMATICA_NOT_STORED", 500, []>(
  "AUTOMATICA_NOT_STORED",
  "the submission could not be stored",
  500,
);
/** A submission the database took but could not store (a bug): already logged where it failed. */
export class NotStoredError extends NotStored {
  readonly logged = true;
}

const Unavailable = createError<"AUTOMATICA_DATABASE_UNAVAILABLE", 503, [string]>(
  "AUTOMATICA_DATABASE_UNAVAILABLE",
  "the database is unavailable (%s)",
  503,
);
/**
 * The database away, full or read-only (server/db/connection.ts): try again in `retryAfter`
 * seconds. Nothing else, however it looks, is answered 503.
 */
export class DatabaseUnavailableError extends Unavailable {
  readonly retryAfter: number;
  constructor(reason: string, retryAfter: number) {
    super(reason);
    this.name = "DatabaseUnavailableError";
    this.retryAfter = retryAfter;
  }
}

/** The status an error asks for: its own statusCode when it is a 4xx or 5xx, otherwise 500. */
export const statusOf = (error: unknown): number => {
  const statusCode =
    typeof error === "object" && error !== null && "statusCode" in error
      ? error.statusCode
      : undefined;
  return typeof statusCode === "number" && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
};

/** A staff route without a live session (issue 36): sign in. */
export const StaffSignInError = createError<"AUTOMATICA_STAFF_SIGN_IN", 401, []>(
  "AUTOMATICA_STAFF_SIGN_IN",
  "Sign in to the staff inbox",
  401,
);
/** A member on an owner's action. */
export const StaffOwnersOnlyError = createError<"AUTOMATICA_STAFF_OWNERS_ONLY", 403, []>(
  "AUTOMATICA_STAFF_OWNERS_ONLY",
  "Only an owner may do this",
  403,
);
/** A state-changing staff request whose Origin is not the site's (or has none). */
export const StaffOriginError = createError<"AUTOMATICA_STAFF_ORIGIN", 403, []>(
  "AUTOMATICA_STAFF_ORIGIN",
  "This request must come from the site's own pages",
  403,
);
/** A passkey ceremony that did not verify (an unknown or used link, a bad answer). */
export const StaffCeremonyError = createError<"AUTOMATICA_STAFF_CEREMONY", 400, [string]>(
  "AUTOMATICA_STAFF_CEREMONY",
  "%s",
  400,
);
/** An id the inbox does not know. */
export const StaffNotFoundError = createError<"AUTOMATICA_STAFF_NOT_FOUND", 404, [string]>(
  "AUTOMATICA_STAFF_NOT_FOUND",
  "%s",
  404,
);
/** An action that cannot be done in the record's state (remove the last owner, resend a sent one). */
export const StaffConflictError = createError<"AUTOMATICA_STAFF_CONFLICT", 409, [string]>(
  "AUTOMATICA_STAFF_CONFLICT",
  "%s",
  409,
);
