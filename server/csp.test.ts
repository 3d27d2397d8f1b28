import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  FRAME_ANCESTORS,
  STRICT_POLICY,
  headerPolicy,
  movePoliciesOut,
  PAGE_POLICIES_FILE,
  readPolicies,
  workerPolicy,
} from "./csp.ts";
import { makeBuild } from "./test-helpers.ts";

/** A page's policy as Astro writes it into the meta: no space after `;`, a stray one before. */
const ASTRO_META =
  "default-src 'self';img-src 'self';connect-src 'self';form-action 'self'; " +
  "script-src 'self' 'wasm-unsafe-eval' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'unsafe-inline' ;";

const page = (policy: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><script>1</script>` +
  `<meta http-equiv="content-security-policy" content="${policy}"><title>T</title></head></html>`;

const builds: ReturnType<typeof makeBuild>[] = [];
afterEach(() => {
  for (const build of builds.splice(0)) build.remove();
});

/**
 * The server's test build (test-helpers.ts) with these files added or replaced (a path from the
 * build's root: `client/...` or `page-shells/...`), its policies then moved out as the build does.
 */
function buildWith(files: Record<string, string>) {
  const build = makeBuild();
  builds.push(build);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(build.root, file)), { recursive: true });
    fs.writeFileSync(path.join(build.root, file), content);
  }
  movePoliciesOut(build.root);
  return build;
}

describe("a page's policy", () => {
  it("is moved out of the page by the build, whatever the attributes' case, order and quoting", () => {
    const build = buildWith({
      "client/index.html": page(ASTRO_META),
      "client/odd/index.html": `<META CONTENT='default-src &#39;none&#39;' HTTP-EQUIV="Content-Security-Policy"><p>Odd</p>`,
      "client/refresh.html": `<meta http-equiv="refresh" content="5"><title>No policy</title>`,
      "page-shells/form-message.html": page("default-src 'self'"),
    });
    expect(JSON.parse(fs.readFileSync(path.join(build.root, PAGE_POLICIES_FILE), "utf8"))).toEqual({
      "client/index.html": ASTRO_META,
      "client/odd/index.html": "default-src 'none'",
      "page-shells/form-message.html": "default-src 'self'",
    });
    const read = (file: string) => fs.readFileSync(path.join(build.root, file), "utf8");
    // Only the meta goes: the page's scripts, title and other metas stay where they were.
    expect(read("client/index.html")).toBe(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><script>1</script><title>T</title></head></html>`,
    );
    expect(read("client/odd/index.html")).toBe("<p>Odd</p>");
    expect(read("client/refresh.html")).toContain('http-equiv="refresh"');
    expect(read("page-shells/form-message.html")).not.toContain("content-security-policy");
  });

  it("becomes a header with the same directives, tidied, and frame-ancestors 'none'", () => {
    expect(headerPolicy(ASTRO_META)).toBe(
      "default-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; " +
        "script-src 'self' 'wasm-unsafe-eval' 'sha256-AAA=' 'sha256-BBB='; " +
        "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it("can never let the page be framed, whatever its meta says", () => {
    const policy = headerPolicy("default-src 'self'; frame-ancestors *; img-src 'self'");
    expect(policy).toBe(`default-src 'self'; img-src 'self'; ${FRAME_ANCESTORS}`);
  });
});

describe("the policy of a script started as a worker", () => {
  it("is the pages' policy without their inline-script hashes", () => {
    expect(workerPolicy(headerPolicy(ASTRO_META))).toBe(
      "default-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; " +
        "script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });
});

describe("the strict policy of everything else", () => {
  it("runs nothing, loads only the site's stylesheet and images, and is never framed", () => {
    expect(STRICT_POLICY).toContain("default-src 'none'");
    expect(STRICT_POLICY).toContain("style-src 'self'");
    expect(STRICT_POLICY).not.toContain("script-src");
    expect(STRICT_POLICY).not.toContain("unsafe-inline");
    expect(STRICT_POLICY).toContain(FRAME_ANCESTORS);
  });
});

describe("the policies of a build", () => {
  it("gives each page its own policy, scripts the worker policy, and nothing to other files", () => {
    const { dir } = buildWith({
      "client/index.html": page(`${ASTRO_META.replace("'sha256-BBB='", "'sha256-HOME='")}`),
      "client/pricing/index.html": page(ASTRO_META),
      "client/404.html": page("default-src 'self'; script-src 'self' 'sha256-NOTFOUND='"),
      "client/plain.html": "<!doctype html><p>No policy here</p>",
      "page-shells/form-message.html": page("default-src 'self'; script-src 'sha256-SHELL='"),
    });
    const { forFile } = readPolicies(dir);
    expect(forFile("/index.html")).toContain("'sha256-HOME='");
    expect(forFile("/pricing/index.html")).toBe(headerPolicy(ASTRO_META));
    expect(forFile("/404.html")).toBe(
      `default-src 'self'; script-src 'self' 'sha256-NOTFOUND='; ${FRAME_ANCESTORS}`,
    );
    expect(forFile("/_astro/app.abc123.js")).toBe(workerPolicy(headerPolicy(ASTRO_META)));
    expect(forFile("/pagefind/pagefind.js")).toBe(workerPolicy(headerPolicy(ASTRO_META)));
    expect(forFile("/plain.html")).toBeUndefined();
    expect(forFile("/robots.txt")).toBeUndefined();
    expect(forFile("/no-such-page.html")).toBeUndefined();
    expect(forFile("/form-message.html")).toBeUndefined();
  });

  it("starts from a missing or broken list of policies, leaving every answer to the strict policy", () => {
    const { root, dir } = buildWith({ "client/index.html": page(ASTRO_META) });
    fs.writeFileSync(path.join(root, PAGE_POLICIES_FILE), "{ not json");
    expect(readPolicies(dir).forFile("/index.html")).toBeUndefined();
    fs.writeFileSync(path.join(root, PAGE_POLICIES_FILE), '{"client/index.html": 1}');
    expect(readPolicies(dir).forFile("/index.html")).toBeUndefined();
    const missing = readPolicies(path.join(dir, "no-such-dir", "client"));
    expect(missing.forFile("/index.html")).toBeUndefined();
    expect(missing.forFile("/_astro/app.abc123.js")).toBeUndefined();
  });
});
