import { createHash } from "node:crypto";
import type { AstroUserConfig } from "astro";

type CspOptions = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;

/**
 * The site's Content-Security-Policy, as Astro's `security.csp` (astro.config.mjs). Astro writes it
 * into each page's `<meta http-equiv="content-security-policy">`, adding the hash of every inline
 * script it emits (island runtime, `client:*` directives, bundled page scripts); server/csp.ts
 * sends the same policy as a header, with `frame-ancestors 'none'` (which a meta cannot carry).
 *
 * - Scripts: the site's own files and those hashes, never 'unsafe-inline'. 'wasm-unsafe-eval' lets
 *   the site search (Pagefind) compile its WebAssembly; it allows no JavaScript eval.
 * - Styles: 'unsafe-inline', for the many `style=""` attributes (Shiki code, brand colours, the
 *   background) and the `<style>` elements inserted at runtime. With it, Astro leaves out the style
 *   hashes (which would switch 'unsafe-inline' off). Attributes alone could be allowed apart
 *   (`style-src-attr`), and sonner's `<style>` is constant (hashable), but the search dialog's
 *   scroll lock (Radix, react-remove-scroll) writes a `<style>` holding the measured scrollbar
 *   width and body margins: no hash can be known in advance, and a nonce would need a per-response
 *   page, where ours are static files.
 * - Everything else from the site itself: no page loads anything from another origin (no fonts are
 *   loaded), and Pagefind's worker is a file too. Images are files of the build, and the favicon a
 *   `data:` URL the build writes into the page (scripts/inline-images.js, issue 33). A `data:` image
 *   runs no script and reaches no server; no page shows markup a visitor typed (it is text
 *   everywhere).
 * - `apiOrigin` (PUBLIC_API_ORIGIN at build time): the forms then send to an API on another origin,
 *   by fetch and, without JavaScript, by a form post.
 */
export function cspConfig({ apiOrigin }: { apiOrigin?: string } = {}) {
  const api = apiOrigin ? ` ${new URL(apiOrigin).origin}` : "";
  return {
    algorithm: "SHA-256",
    scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    directives: [
      "default-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self'${api}`,
      `form-action 'self'${api}`,
      "base-uri 'self'",
      "object-src 'none'",
      "manifest-src 'none'", // no web app manifest (docs/architecture.md)
      "worker-src 'self'",
    ],
  } satisfies CspOptions;
}

/**
 * The CSP source of an inline script Astro does not hash itself (`<script is:inline>`): sha256 of
 * the exact text, base64. Pass it to `Astro.csp.insertScriptHash`.
 */
export function cspHash(text: string): `sha256-${string}` {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}
