import { useSyncExternalStore } from "react";
import { consentChoices, type ConsentChoice } from "../content/legal/consent-choices";

/**
 * The visitor's cookie choice, kept in localStorage and read with useSyncExternalStore: every
 * component showing it stays in step (also across tabs), and the prerendered HTML shows "no choice
 * saved yet" until the browser's value is read after hydration.
 *
 * - "necessary"  (Reject All): strictly necessary storage only.
 * - "functional" (Enable):     strictly necessary plus functional storage (remembered preferences).
 * - "all"        (Accept All): every category, including analytics.
 */
export const consentStorageKey = "automatica.cookie-consent";

/**
 * The one entry of the Analytics category (cookies.md): where a visit came from, kept in session
 * storage by an inline script (lib/keep-visit-source.ts) and sent only with a form.
 */
export const visitSourceStorageKey = "automatica.visit-source";

/**
 * The one entry of the Functional category (cookies.md): the theme the visitor chose (Light or
 * Dark; System keeps nothing), kept by the head's theme script (lib/theme-script.ts). In local
 * storage, unless the choice is Reject All: then it lasts the visit (session storage).
 */
export const themeStorageKey = "automatica.theme";

/** A stored value we wrote, or null for anything else (missing, older format, edited by hand). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  return (consentChoices as readonly string[]).includes(value ?? "")
    ? (value as ConsentChoice)
    : null;
}

const listeners = new Set<() => void>();
/** Used when the browser refuses storage (private modes, blocked site data): the choice lasts the visit. */
let memoryChoice: ConsentChoice | null = null;

/** The saved choice, or null when none is saved (or storage holds something we do not recognise). */
export function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(window.localStorage.getItem(consentStorageKey)) ?? memoryChoice;
  } catch {
    return memoryChoice;
  }
}

/** Saves the choice and tells every subscriber. Returns false when the browser refused to store it. */
export function writeConsent(choice: ConsentChoice): boolean {
  let stored = true;
  try {
    window.localStorage.setItem(consentStorageKey, choice);
  } catch {
    stored = false;
  }
  memoryChoice = stored ? null : choice;
  if (!analyticsAllowed(choice)) forgetVisitSource();
  if (choice === "necessary") keepThemeForTheVisit();
  listeners.forEach((listener) => listener());
  return stored;
}

/**
 * Whether analytics storage is allowed: unless the saved choice leaves analytics out (Reject All,
 * Enable) or the browser sends Global Privacy Control. No choice saved yet allows it.
 */
export function analyticsAllowed(choice: ConsentChoice | null = readConsent()): boolean {
  const gpc =
    typeof navigator !== "undefined" &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return !gpc && choice !== "necessary" && choice !== "functional";
}

/** Removes where this visit came from (the Analytics entry), if the browser lets us. */
function forgetVisitSource() {
  try {
    window.sessionStorage.removeItem(visitSourceStorageKey);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/**
 * Reject All allows no functional storage: a remembered theme moves from local storage to session
 * storage, so it still holds for this visit and is then forgotten.
 */
function keepThemeForTheVisit() {
  try {
    const theme = window.localStorage.getItem(themeStorageKey);
    window.localStorage.removeItem(themeStorageKey);
    if (theme) window.sessionStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed (or cleared) the choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Prerendering (and the first, hydrating render) knows of no choice. */
const serverSnapshot = () => null;

/** The current choice, kept up to date; null until a choice is saved. */
export function useCookieConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribeConsent, readConsent, serverSnapshot);
}

/** For tests: forget the in-memory fallback. */
export function resetConsentForTests() {
  memoryChoice = null;
}
