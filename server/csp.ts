// The Content-Security-Policy header of every response (server/app.ts). Each page of the build
// carries its policy in a <meta http-equiv="content-security-policy"> (Astro's `security.csp`,
// src/lib/csp.ts: the page's own inline-script hashes included); the header repeats it with
// frame-ancestors 'none', which only a header can carry. Everything else the server answers gets
// STRICT_POLICY.
import fs from "node:fs";
import path from "node:path";

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

/** The policy a page declares in its `<meta http-equiv="content-security-policy">`, or undefined. */
export function metaPolicy(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (attribute(tag, "http-equiv")?.toLowerCase() === "content-security-policy") {
      return attribute(tag, "content");
    }
  }
  return undefined;
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
 * Reads every page of the build once. `forFile(pathname)` is the policy of a file of the build
 * (`/pricing/index.html`): its page's, for a page with a policy meta; the worker policy, for a
 * script; undefined for anything else (STRICT_POLICY applies).
 * @param dir the build's client directory
 */
export function readPolicies(dir: string) {
  const pages = new Map<string, string>();
  const files = fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" })
    : [];
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    let policy: string | undefined;
    try {
      policy = metaPolicy(fs.readFileSync(path.join(dir, file), "utf8"));
    } catch {
      // Unreadable (or a folder named *.html): answered with an error, under the strict policy.
    }
    if (policy === undefined) continue;
    pages.set("/" + file.split(path.sep).join("/"), headerPolicy(policy));
  }
  const anyPage = pages.get("/index.html") ?? pages.values().next().value;
  const scripts = anyPage === undefined ? undefined : workerPolicy(anyPage);
  return {
    /** @param pathname a file of the build, from its root: `/pricing/index.html` */
    forFile: (pathname: string): string | undefined =>
      /\.m?js$/.test(pathname) ? scripts : pages.get(pathname),
  };
}
