import { consentStorageKey, visitSourceStorageKey } from "./cookie-consent";
import { UTM_KEYS } from "./schemas/source";

/**
 * Where a visit came from, kept by an inline script in every page's head (base-layout.astro), so it
 * runs before any island and downloads nothing. On the first page of a visit (once per tab: an entry
 * already kept is never replaced) it keeps in session storage, under `visitSourceStorageKey`:
 * `{ landingPage, referrer, utm }`: this page's path, the origin of the page that linked here when
 * that is another site, and the UTM parameters of this page's URL (no other parameter). A form sends
 * it with what the visitor entered (lib/visit-source.ts); nothing else reads it.
 *
 * It is the Analytics category of the cookie policy: nothing is kept when the saved choice leaves
 * analytics out (`consentStorageKey` is "necessary" or "functional") or the browser sends Global
 * Privacy Control; writeConsent removes the entry when such a choice is saved. Storage that throws
 * (blocked site data) stops it quietly.
 */
const utmNames = `^utm_(${UTM_KEYS.map((key) => key.slice("utm_".length)).join("|")})$`;

export const visitSourceScript =
  // Written small by hand: it is inline in every page, within the 6 KB inline-script budget.
  // s: session storage, e: the entry's key, l: location, r: the referrer (then its origin), u: the
  // UTM parameters found (the first of each name), c: the saved cookie choice.
  `(()=>{try{let s=sessionStorage,e=${JSON.stringify(visitSourceStorageKey)},l=location,r=document.referrer,u={},` +
  `c=localStorage.getItem(${JSON.stringify(consentStorageKey)});` +
  // Not allowed, or not the first page of this visit: keep nothing.
  "if(navigator.globalPrivacyControl||/^(necessary|functional)$/.test(c)||s.getItem(e))return;" +
  `for(let[k,v]of new URLSearchParams(l.search))/${utmNames}/.test(k)&&(u[k]??=v);` +
  "r=r&&new URL(r).origin;" +
  "s.setItem(e,JSON.stringify({landingPage:l.pathname,referrer:r!=l.origin&&r||void 0,utm:u}))" +
  "}catch{}})()";
