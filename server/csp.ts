// The Content-Security-Policy header of every response (server/app.ts). Astro writes each page's
// policy into a <meta http-equiv="content-security-policy"> (`security.csp`, src/lib/csp.ts: the
// page's own inline-script hashes included); the build then moves it out of the page into
// <build>/page-policies.json (movePoliciesOut, run by scripts/postbuild.js), and the server sends
// it as the page's header, with frame-ancestors 'none', which only a header can carry. Everything
// else the server answers gets STRICT_POLICY.
//
// Why not leave the meta in the page: Chromium's preload scanner drops what it found and stops at
// a policy meta, so a page holding one fetched its stylesheet only when the parser reached it, after
// the head's inline scripts (issue 33; docs/measured.md, "The opener policy, the policy meta", item 2).
import fs from "node:fs";
import path from "node:path";
import { PAGE_SHELLS_DIR } from "../src/shared/page-shells.ts";

export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/**
 * JSON, redirects, plain-text errors, files, and a page shell that declares no policy of its own
 * (server/page-shells.ts: the bare form pages the API draws when there is no build, which have no
 * script and no style): nothing runs, nothing is framed. The built form pages carry their shell's
 * own policy instead.
 */
export const STRICT_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  FRAME_ANCESTORS,
].join("; ");

const ENTITIES: Record<string, string> = { quot: '"', apos: "'", amp: "&", lt: "<", gt: ">" };

/** @param text an HTML attribute value */
const decodeAttribute = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|quot|apos|amp|lt|gt);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return ENTITIES[lower] ?? entity;
  });

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  const value = match?.slice(1).find((part) => part !== undefined);
  return value === undefined ? undefined : decodeAttribute(value);
};

/** The `<meta http-equiv="content-security-policy">` of a page, and its policy, or undefined. */
function policyMeta(html: string): { tag: string; policy: string | undefined } | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (attribute(tag, "http-equiv")?.toLowerCase() === "content-security-policy") {
      return { tag, policy: attribute(tag, "content") };
    }
  }
  return undefined;
}

/** The build's pages' policies, beside its client directory: `{ "client/pricing/index.html": policy }`. */
export const PAGE_POLICIES_FILE = "page-policies.json";

/** The folders of a build whose pages carry a policy: the site's, and the shells the server fills. */
const POLICY_FOLDERS = ["client", PAGE_SHELLS_DIR];

/** A file's key in PAGE_POLICIES_FILE: its path from the build's root, with forward slashes. */
const policyKey = (folder: string, file: string) => [folder, ...file.split(path.sep)].join("/");

/**
 * Moves each page's policy meta out of the page (the HTML files of the build's client directory
 * and page shells) into PAGE_POLICIES_FILE, where the server reads it. Returns how many pages it
 * took one from. Run once per build, before the pages are compressed.
 * @param buildDir the build's root: the folder holding `client/`
 */
export function movePoliciesOut(buildDir: string): number {
  const policies: Record<string, string> = {};
  for (const folder of POLICY_FOLDERS) {
    const root = path.join(buildDir, folder);
    if (!fs.existsSync(root)) continue;
    for (const file of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".html")) continue;
      const html = fs.readFileSync(path.join(root, file), "utf8");
      const meta = policyMeta(html);
      if (meta?.policy === undefined) continue;
      policies[policyKey(folder, file)] = meta.policy;
      fs.writeFileSync(path.join(root, file), html.replace(meta.tag, ""));
    }
  }
  fs.writeFileSync(path.join(buildDir, PAGE_POLICIES_FILE), JSON.stringify(policies, null, 1));
  return Object.keys(policies).length;
}

/**
 * The header policy of each page of the build whose client directory is `dir`, by its key in
 * PAGE_POLICIES_FILE. None without the file: every page then gets STRICT_POLICY, under which no
 * script runs (a build from before the file, or a folder that is not a build).
 */
export function readPagePolicies(dir: string): Map<string, string> {
  const file = path.join(path.dirname(dir), PAGE_POLICIES_FILE);
  let policies: unknown;
  try {
    policies = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return new Map();
  }
  if (typeof policies !== "object" || policies === null) return new Map();
  return new Map(
    Object.entries(policies).flatMap(([key, policy]) =>
      typeof policy === "string" ? [[key, headerPolicy(policy)] as const] : [],
    ),
  );
}

/**
 * The header for a page whose meta declares `policy`: its directives, tidied, and
 * frame-ancestors 'none' (in place of any the meta names, which browsers ignore there).
 */
export function headerPolicy(policy: string): string {
  const directives = policy
    .split(";")
    .map((directive) => directive.trim().replace(/\s+/g, " "))
    .filter((directive) => directive && !/^frame-ancestors\b/i.test(directive));
  return [...directives, FRAME_ANCESTORS].join("; ");
}

/**
 * The policy of a script the browser may start as a worker (Pagefind's search runs in one): a
 * worker is held to the policy sent with its own script, not its page's. The pages' policy, without
 * the hashes of their inline scripts (a worker has none).
 * @param pagePolicy a page's header policy
 */
export function workerPolicy(pagePolicy: string): string {
  return pagePolicy
    .split("; ")
    .map((directive) =>
      directive
        .split(" ")
        .filter((source) => !/^'(sha(256|384|512)|nonce)-/.test(source))
        .join(" "),
    )
    .join("; ");
}

/**
 * Reads the build's policies once. `forFile(pathname)` is the policy of a file of the build
 * (`/pricing/index.html`): its page's, for a page the build took a policy from; the worker policy,
 * for a script; undefined for anything else (STRICT_POLICY applies).
 * @param dir the build's client directory
 */
export function readPolicies(dir: string) {
  const pages = new Map<string, string>();
  for (const [key, policy] of readPagePolicies(dir)) {
    if (key.startsWith("client/")) pages.set(key.slice("client".length), policy);
  }
  const anyPage = pages.get("/index.html") ?? pages.values().next().value;
  const scripts = anyPage === undefined ? undefined : workerPolicy(anyPage);
  return {
    /** @param pathname a file of the build, from its root: `/pricing/index.html` */
    forFile: (pathname: string): string | undefined =>
      /\.m?js$/.test(pathname) ? scripts : pages.get(pathname),
  };
}
