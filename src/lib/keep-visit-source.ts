import { consentStorageKey, visitSourceStorageKey } from "./cookie-consent";
import { UTM_KEYS } from "../shared/schemas/source";

/**
 * Where a visit came from, kept by an inline head script in every page (`inlineScript`, with
 * `visitSourceArguments`; base-layout.astro), so it runs before any island and downloads nothing.
 * On the first page of a visit (once per tab: an entry already kept is never replaced) it keeps in
 * session storage, under `entryKey`: `{ landingPage, referrer, utm }`: this page's path, the origin
 * of the page that linked here when that is another site, and the UTM parameters of this page's URL
 * (the first of each name; no other parameter). A form sends it with what the visitor entered
 * (lib/visit-source.ts); nothing else reads it.
 *
 * It is the Analytics category of the cookie policy: nothing is kept when the saved choice
 * (`consentKey`) leaves analytics out ("necessary" or "functional") or the browser sends Global
 * Privacy Control; writeConsent removes the entry when such a choice is saved. Storage that throws
 * (blocked site data) stops it quietly.
 */
export function keepVisitSource(
  entryKey: string,
  consentKey: string,
  utmKeys: readonly string[],
): void {
  try {
    const session = sessionStorage;
    const choice = localStorage.getItem(consentKey);
    const privacyControl = (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    const analyticsRefused = choice === "necessary" || choice === "functional";
    if (privacyControl || analyticsRefused || session.getItem(entryKey)) return;
    const utm: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(location.search))
      if (utmKeys.includes(name)) utm[name] ??= value;
    const referrer = document.referrer && new URL(document.referrer).origin;
    session.setItem(
      entryKey,
      JSON.stringify({
        landingPage: location.pathname,
        referrer: (referrer !== location.origin && referrer) || undefined,
        utm,
      }),
    );
  } catch {
    // Site data blocked: keep nothing.
  }
}

/** What `keepVisitSource` is called with on every page. */
export const visitSourceArguments = [visitSourceStorageKey, consentStorageKey, UTM_KEYS] as const;
