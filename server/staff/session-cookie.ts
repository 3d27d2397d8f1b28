/**
 * The staff session's cookie (issue 36): it holds only the session's random id. `__Host-staff` when
 * the site is served over HTTPS (Secure, Path=/, no Domain: the browser binds it to this host), and
 * `staff` on a plain-http SITE_URL (a developer's http://localhost, where a browser refuses a
 * `__Host-` cookie). HttpOnly and SameSite=Strict either way; it lives as long as a session may.
 */
import { SESSION_ABSOLUTE_MS, STAFF_COOKIE } from "../../src/shared/staff-api.ts";

export const cookieNameFor = (siteOrigin: string) =>
  siteOrigin.startsWith("https:") ? STAFF_COOKIE.secure : STAFF_COOKIE.insecure;

/** The value of cookie `name` in a Cookie header, when it is there once and well formed. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const values = header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
  const [value] = values;
  return values.length === 1 && value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** The Set-Cookie header that stores `id`, or with `undefined` clears the cookie. */
export function sessionCookie(siteOrigin: string, id: string | undefined): string {
  const secure = siteOrigin.startsWith("https:");
  return [
    `${cookieNameFor(siteOrigin)}=${id ?? ""}`,
    "Path=/",
    `Max-Age=${id ? Math.floor(SESSION_ABSOLUTE_MS / 1000) : 0}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
