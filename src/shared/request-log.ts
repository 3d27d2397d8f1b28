/**
 * What the website's request log holds and for how long: the only place it is written down. The
 * privacy policy states it (legal/privacy.md, "Information collected automatically" and "Data
 * retention"); src/shared/request-log.test.ts holds the policy to this module and this module to
 * the lines the server really writes (server/app.ts, AccessLog).
 *
 * The server writes one JSON line to its standard output for each request to the form API
 * (`/api/...`), and for the site's pages and files only at LOG_LEVEL=debug. A line holds the
 * fields below and nothing about the visitor: no IP address, no referring page, no user-agent, no
 * query string. The server deletes nothing itself: the operator keeps its output 30 days at most
 * (docs/operations.md, "Logs"), which is what the policy promises.
 */
export const requestLog = {
  /** The fields of a line, by their key in the JSON, with the words the policy uses for them. */
  fields: [
    { key: "method", label: "the method" },
    { key: "url", label: "the path without its query string" },
    { key: "statusCode", label: "the response status" },
    { key: "responseTime", label: "how long the answer took" },
    { key: "reqId", label: "a request id" },
    { key: "time", label: "the time" },
  ],
  /** What the line never holds, as the policy names it. */
  neverRecorded: ["your IP address", "the page that referred you", "your browser's user-agent"],
  /** Which requests are logged at the default level. */
  scope: "each request to the forms' API, not the pages you visit",
  retentionDays: 30,
} as const;

/** Keys a line carries besides the request's own fields: the logger's (level, message, process). */
export const logLineKeys = ["level", "msg", "pid", "hostname"] as const;
