import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cacheControlFor, createApp, httpsLocation, notFoundPageFor } from "./app.ts";
import { headerPolicy, movePoliciesOut, STRICT_POLICY, workerPolicy } from "./csp.ts";
import {
  ALPHABET,
  HOME,
  SCRIPT,
  makeBuild,
  request,
  type RawResponse,
  type RequestOptions,
} from "./test-helpers.ts";

/** A line of the server's log, as far as these tests read it. */
interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}
const parseLine = (line: string): LogLine => JSON.parse(line);
const parseEntry = (line: string): Record<string, unknown> => JSON.parse(line);

let build: ReturnType<typeof makeBuild>;
let app: ReturnType<typeof createApp>;
const logs: LogLine[] = [];
let base = "";

const get = (pathname: string, options?: RequestOptions) => request(base + pathname, options);

/** The policies the fixture pages declare in their meta, as Astro writes them. */
const POLICY = {
  page: "default-src 'self';img-src 'self'; script-src 'self' 'sha256-PAGE='; style-src 'self' 'unsafe-inline' ;",
  notFound:
    "default-src 'self';img-src 'self'; script-src 'self' 'sha256-NOTFOUND='; style-src 'self' 'unsafe-inline' ;",
  blogNotFound:
    "default-src 'self';img-src 'self'; script-src 'self' 'sha256-POST='; style-src 'self' 'unsafe-inline' ;",
};
const pageWithPolicy = (policy: string, body: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

/**
 * Gives the fixture build pages with a Content-Security-Policy meta (its other pages have none):
 * /security and the two not-found pages, then moves the policies out as the build does
 * (movePoliciesOut). The app reads them when it starts.
 */
function addPagesWithPolicies(dir: string) {
  fs.mkdirSync(path.join(dir, "security"));
  fs.writeFileSync(
    path.join(dir, "security/index.html"),
    pageWithPolicy(POLICY.page, "<h1>Security</h1>"),
  );
  const notFound = pageWithPolicy(POLICY.notFound, "<h1>Page Not Found</h1>");
  fs.writeFileSync(path.join(dir, "404.html"), notFound);
  fs.writeFileSync(path.join(dir, "404.html.br"), zlib.brotliCompressSync(notFound));
  fs.writeFileSync(path.join(dir, "404.html.gz"), zlib.gzipSync(notFound));
  fs.writeFileSync(
    path.join(dir, "blog/404.html"),
    pageWithPolicy(POLICY.blogNotFound, "<h1>Post not found</h1>"),
  );
  movePoliciesOut(path.dirname(dir));
}

beforeAll(async () => {
  build = makeBuild();
  addPagesWithPolicies(build.dir);
  // A file the server cannot read: a symbolic link to itself.
  fs.symlinkSync("loop.html", path.join(build.dir, "loop.html"));
  app = createApp({
    dir: build.dir,
    logger: { level: "info", stream: { write: (line: string) => logs.push(parseLine(line)) } },
  });
  // Routes that fail the ways a handler can, to show the server answers and goes on.
  app.get("/test/throws", () => {
    throw new Error("handler bug");
  });
  app.get("/test/rejects", async () => {
    throw new Error("async handler bug");
  });
  app.get("/test/stream-fails-at-once", () => {
    return new Readable({
      read() {
        this.destroy(new Error("read failed before the first byte"));
      },
    });
  });
  app.get("/test/stream-fails-midway", () => {
    let pushed = false;
    return new Readable({
      read() {
        if (pushed) setTimeout(() => this.destroy(new Error("read failed midway")), 20);
        else this.push("the first half of the body");
        pushed = true;
      },
    });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  build.remove();
});

async function expectStillServing() {
  const response = await get("/");
  expect(response.status).toBe(200);
  expect(response.body.toString()).toBe(HOME);
}

describe("the production server", () => {
  it("serves prerendered pages with exactly the site's security headers and revalidation", async () => {
    const response = await get("/pricing");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain("Pricing");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["permissions-policy"]).toBe(
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()",
    );
    // Only the staff pages, whose content depends on who is signed in (below).
    expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    // None of helmet's other defaults, and HSTS only over HTTPS (below). (The
    // Content-Security-Policy is each page's own: below.)
    for (const name of [
      "strict-transport-security",
      "cross-origin-embedder-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
      "x-powered-by",
    ]) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });

  it("resolves a page with or without its trailing slash, and / to the home page", async () => {
    for (const pathname of ["/pricing", "/pricing/", "/pricing/index.html"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.body.toString(), pathname).toBe("<h1>Pricing</h1>");
    }
    const home = await get("/");
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.body.toString()).toBe(HOME);
  });

  it("answers today's sitemap at its old address /sitemap.xml too, as the same file", async () => {
    const current = await get("/sitemap-index.xml", { headers: { "Accept-Encoding": "br" } });
    expect(current.status).toBe(200);
    expect(current.headers["content-type"]).toMatch(/xml/);
    const old = await get("/sitemap.xml", { headers: { "Accept-Encoding": "br" } });
    expect(old.status).toBe(200);
    expect(old.headers["content-type"]).toBe(current.headers["content-type"]);
    expect(old.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(old.body).toString()).toBe(
      zlib.brotliDecompressSync(current.body).toString(),
    );
    expect((await get("/sitemap.xml?from=search-console")).status).toBe(200);
  });

  it("caches hashed assets for a year and sends the precompressed copy the browser accepts", async () => {
    const brotli = await get("/_astro/app.abc123.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);

    const gzip = await get("/_astro/app.abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const identity = await get("/_astro/app.abc123.js");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toBe("Accept-Encoding");
    expect(identity.body.toString()).toBe(SCRIPT);
  });

  it("caches Pagefind's hashed files for a year, revalidates its entry points, and sends its binaries as octet-stream", async () => {
    for (const file of ["pagefind.en_abc123.pf_meta", "fragment/en_abc123.pf_fragment"]) {
      const response = await get(`/pagefind/${file}`);
      expect(response.headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
      expect(response.headers["content-type"], file).toBe("application/octet-stream");
      expect(response.headers["content-encoding"], file).toBeUndefined();
    }
    const wasm = await get("/pagefind/wasm.en.pagefind");
    expect(wasm.headers["content-type"]).toBe("application/octet-stream");
    expect(wasm.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const entry = await get("/pagefind/pagefind.js");
    expect(entry.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("answers unknown paths with status 404 and the prerendered not-found page", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    expect(response.body.toString()).toContain("Page Not Found");
  });

  it("sends the not-found page precompressed to browsers that accept it", async () => {
    const response = await get("/no-such-page", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.status).toBe(404);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(response.body).toString()).toContain("Page Not Found");
  });

  it("answers an unknown blog post with status 404 and the blog's not-found view", async () => {
    for (const pathname of ["/blog/no-such-post", "/blog/no-such-post/"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body.toString(), pathname).toContain("Post not found");
    }
  });

  it("answers an unknown blog post with the site's 404 page when the build has no blog view", async () => {
    const bare = makeBuild();
    fs.rmSync(path.join(bare.dir, "blog"), { recursive: true });
    const server = createApp({ dir: bare.dir });
    try {
      const response = await server.inject({ url: "/blog/no-such-post" });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Page Not Found");
    } finally {
      await server.close();
      bare.remove();
    }
  });

  it("never answers the not-found pages themselves with 200", async () => {
    for (const pathname of ["/404", "/404/", "/404.html", "/blog/404", "/blog/404.html"]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
    // Nor a precompressed sibling under its own name.
    expect((await get("/404.html.br")).status).toBe(404);
    expect((await get("/404.html.br")).body.toString()).toContain("Page Not Found");
  });

  it("treats a malformed address, a dotfile and a path outside the build as unknown pages", async () => {
    for (const pathname of ["/%E0%A4%A", "/.env", "/%2e%2e/%2e%2e/etc/passwd"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body.toString(), pathname).toContain("Page Not Found");
    }
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await get("/pricing", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers["content-length"]).toBe(String("<h1>Pricing</h1>".length));
    expect(response.body.length).toBe(0);
  });

  it("refuses methods other than GET and HEAD, whatever the body", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await get("/", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe("GET, HEAD");
      expect(response.headers["permissions-policy"], method).toContain("camera=()");
    }
    const json = await get("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(json.status).toBe(405);
  });

  it("picks the blog's not-found page only for a single blog slug", () => {
    expect(notFoundPageFor("/blog/x")).toBe("blog/404.html");
    expect(notFoundPageFor("/blog/tag/x")).toBe("404.html");
    expect(notFoundPageFor("/nope")).toBe("404.html");
  });

  it("caches only fingerprinted files as immutable", () => {
    expect(cacheControlFor("/_astro/app.abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/pagefind/index/en_1.pf_index")).toContain("immutable");
    expect(cacheControlFor("/pagefind/pagefind.js")).toBe("public, max-age=0, must-revalidate");
    expect(cacheControlFor("/pricing")).toBe("public, max-age=0, must-revalidate");
  });
});

describe("the request log", () => {
  /** A server logging at `level` into the returned lines. */
  const logging = (level: string) => {
    const lines: Record<string, unknown>[] = [];
    const server = createApp({
      dir: build.dir,
      logger: { level, stream: { write: (line: string) => lines.push(parseEntry(line)) } },
    });
    return { server, lines };
  };
  const requestLines = (lines: Record<string, unknown>[]) =>
    lines.filter((line) => /^request /.test(String(line.msg)));

  it("writes one line per API request, with its method, path, status and time", async () => {
    const { server, lines } = logging("info");
    await server.inject({ method: "GET", url: "/api/nothing-here?email=ada@example.com" });
    expect(requestLines(lines)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: "request completed",
        method: "GET",
        url: "/api/nothing-here",
        statusCode: 404,
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("ada@example.com");
    await server.close();
  });

  it("writes nothing for the site's files and pages at the default level", async () => {
    const { server, lines } = logging("info");
    for (const url of ["/", "/pricing", "/_astro/app.abc123.js", "/no-such-page"]) {
      expect((await server.inject(url)).statusCode).toBeLessThan(500);
    }
    expect(lines).toEqual([]);
    await server.close();
  });

  it("writes a line for every file and page with LOG_LEVEL=debug", async () => {
    const { server, lines } = logging("debug");
    for (const url of ["/", "/pricing", "/no-such-page"]) await server.inject(url);
    expect(
      requestLines(lines).map(({ level, url, statusCode }) => [level, url, statusCode]),
    ).toEqual([
      [20, "/", 200],
      [20, "/pricing", 200],
      [20, "/no-such-page", 404],
    ]);
    await server.close();
  });

  it("still logs a failure inside a request at the default level", async () => {
    const { server, lines } = logging("info");
    await server.inject("/loop.html");
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: "request failed" }));
    await server.close();
  });
});

describe("HTTPS", () => {
  it("sends Strict-Transport-Security only on answers over HTTPS", async () => {
    const behindProxy = createApp({ dir: build.dir, trustProxy: 1 });
    const overHttps = await behindProxy.inject({
      url: "/pricing",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(overHttps.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    const overHttp = await behindProxy.inject({ url: "/pricing" });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    // Without TRUST_PROXY, anyone could write the header: it is not believed.
    const direct = createApp({ dir: build.dir });
    const forged = await direct.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
    await Promise.all([behindProxy.close(), direct.close()]);
  });

  describe("with HTTPS_REDIRECT", () => {
    let server: ReturnType<typeof createApp>;
    beforeAll(() => {
      server = createApp({
        dir: build.dir,
        trustProxy: 1,
        httpsRedirect: "https://automatica.example",
      });
    });
    afterAll(() => server.close());

    it("sends a request over plain HTTP to the same path and query on the site's https origin", async () => {
      const response = await server.inject({ url: "/pricing?plan=team" });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe("https://automatica.example/pricing?plan=team");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    });

    it("keeps the method of a form post, which 308 tells the browser to repeat", async () => {
      const response = await server.inject({
        method: "POST",
        url: "/api/invites",
        payload: { contact: "grace@example.com" },
      });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe("https://automatica.example/api/invites");
    });

    it("never sends a visitor to the host the request named", async () => {
      for (const host of [
        "evil.example",
        "automatica.example.evil.example",
        "automatica.example@evil.example",
      ]) {
        const response = await server.inject({ url: "/", headers: { host } });
        expect(response.headers.location, host).toBe("https://automatica.example/");
      }
      expect(httpsLocation("https://automatica.example", "//evil.example/x")).toBe(
        "https://automatica.example//evil.example/x",
      );
      expect(httpsLocation("https://automatica.example", "http://evil.example/x?y")).toBe(
        "https://automatica.example/x?y",
      );
      expect(httpsLocation("https://automatica.example", "*")).toBe("https://automatica.example/");
    });

    it("serves a request that came over HTTPS, and answers health checks over HTTP", async () => {
      const page = await server.inject({
        url: "/pricing",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe("<h1>Pricing</h1>");
      const health = await server.inject({ url: "/api/health" });
      expect(health.statusCode).not.toBe(308);
    });
  });
});

describe("the Content-Security-Policy header", () => {
  const policyOf = (response: RawResponse) => response.headers["content-security-policy"];

  it("gives each page the policy the build took from its meta, with frame-ancestors 'none'", async () => {
    for (const pathname of ["/security", "/security/", "/security/index.html"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(policyOf(response), pathname).toBe(headerPolicy(POLICY.page));
      expect(response.body.toString(), pathname).not.toContain("http-equiv");
    }
    expect(policyOf(await get("/security", { method: "HEAD" }))).toBe(headerPolicy(POLICY.page));
    expect(headerPolicy(POLICY.page)).toBe(
      "default-src 'self'; img-src 'self'; script-src 'self' 'sha256-PAGE='; " +
        "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it("gives the not-found pages their own policies, compressed or not", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await get("/no-such-page", { headers: { "Accept-Encoding": encoding } });
      expect(response.status, encoding).toBe(404);
      expect(policyOf(response), encoding).toBe(headerPolicy(POLICY.notFound));
    }
    const post = await get("/blog/no-such-post");
    expect(post.body.toString()).toContain("Post not found");
    expect(policyOf(post)).toBe(headerPolicy(POLICY.blogNotFound));
  });

  it("sends an unknown blog post the site's 404 page with that page's policy when the build has no blog view", async () => {
    const bare = makeBuild();
    addPagesWithPolicies(bare.dir);
    fs.rmSync(path.join(bare.dir, "blog"), { recursive: true });
    const server = createApp({ dir: bare.dir });
    try {
      const response = await server.inject({ url: "/blog/no-such-post" });
      expect(response.body).toContain("Page Not Found");
      expect(response.headers["content-security-policy"]).toBe(headerPolicy(POLICY.notFound));
    } finally {
      await server.close();
      bare.remove();
    }
  });

  it("lets the scripts of the build run as a worker under the pages' policy, hashes apart", async () => {
    const response = await get("/_astro/app.abc123.js", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(policyOf(response)).toBe(workerPolicy(headerPolicy(POLICY.page)));
    expect(policyOf(response)).not.toContain("sha256-");
  });

  it("answers everything else under the strict policy: JSON, files, errors and pages without a policy", async () => {
    const answers = {
      "an unknown API path (JSON)": await get("/api/no-such-endpoint"),
      "a file": await get("/robots.txt"),
      "the sitemap": await get("/sitemap-index.xml"),
      "a page of the build without a policy meta": await get("/pricing"),
      "a refused method": await get("/", { method: "POST" }),
      "a failing handler": await get("/test/throws"),
      "an unreadable file": await get("/loop.html"),
    };
    expect(answers["an unknown API path (JSON)"].headers["content-type"]).toMatch(/json/);
    for (const [what, response] of Object.entries(answers)) {
      expect(policyOf(response), what).toBe(STRICT_POLICY);
    }
  });
});

describe("byte ranges", () => {
  it("sends the requested bytes of a valid range", async () => {
    const response = await get("/robots.txt", { headers: { Range: "bytes=0-9" } });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe("bytes 0-9/26");
    expect(response.body.toString()).toBe("abcdefghij");
    await expectStillServing();
  });

  it("sends the last bytes of a suffix range", async () => {
    const response = await get("/robots.txt", { headers: { Range: "bytes=-10" } });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe("bytes 16-25/26");
    expect(response.body.toString()).toBe("qrstuvwxyz");
    await expectStillServing();
  });

  it("sends the whole file for a suffix range longer than the file (RFC 9110 §14.1.2)", async () => {
    const response = await get("/robots.txt", { headers: { Range: "bytes=-100" } });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe("bytes 0-25/26");
    expect(response.body.toString()).toBe(ALPHABET);
    await expectStillServing();
  });

  it("answers a reversed range with 416 and the file's size", async () => {
    const response = await get("/robots.txt", { headers: { Range: "bytes=20-10" } });
    expect(response.status).toBe(416);
    expect(response.headers["content-range"]).toBe("bytes */26");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    await expectStillServing();
  });

  it("answers bytes=1-0 on the home page with 416", async () => {
    const response = await get("/", { headers: { Range: "bytes=1-0" } });
    expect(response.status).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${HOME.length}`);
    await expectStillServing();
  });

  it("answers a range starting beyond the file with 416", async () => {
    for (const range of ["bytes=26-", "bytes=100-200", "bytes=-0"]) {
      const response = await get("/robots.txt", { headers: { Range: range } });
      expect(response.status, range).toBe(416);
      expect(response.headers["content-range"], range).toBe("bytes */26");
    }
    await expectStillServing();
  });

  it("clamps a range ending beyond the file to its last byte", async () => {
    const response = await get("/robots.txt", { headers: { Range: "bytes=20-1000" } });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe("bytes 20-25/26");
    expect(response.body.toString()).toBe("uvwxyz");
  });

  it("answers several ranges with the whole file, or one range when they touch", async () => {
    // @fastify/send does not build multipart/byteranges: 200 and the whole file, which
    // RFC 9110 §14.2 allows (a server may ignore Range).
    const apart = await get("/robots.txt", { headers: { Range: "bytes=0-1,4-5" } });
    expect(apart.status).toBe(200);
    expect(apart.headers["content-range"]).toBeUndefined();
    expect(apart.body.toString()).toBe(ALPHABET);
    const touching = await get("/robots.txt", { headers: { Range: "bytes=0-1,2-5" } });
    expect(touching.status).toBe(206);
    expect(touching.headers["content-range"]).toBe("bytes 0-5/26");
    expect(touching.body.toString()).toBe("abcdef");
    await expectStillServing();
  });

  it("ignores a malformed Range header and sends the whole file", async () => {
    for (const range of [
      "bytes=abc",
      "bytes=",
      "bytes=5",
      "bytes=1-2-3",
      "bytes 0-5",
      "items=0-5",
    ]) {
      const response = await get("/robots.txt", { headers: { Range: range } });
      expect(response.status, range).toBe(200);
      expect(response.body.toString(), range).toBe(ALPHABET);
    }
    await expectStillServing();
  });

  it("serves a range of a precompressed file from the uncompressed file", async () => {
    const response = await get("/_astro/app.abc123.js", {
      headers: { Range: "bytes=0-6", "Accept-Encoding": "gzip, br" },
    });
    expect(response.status).toBe(206);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-range"]).toBe(`bytes 0-6/${SCRIPT.length}`);
    expect(response.body.toString()).toBe("console");
    const page = await get("/pricing/", {
      headers: { Range: "bytes=-5", "Accept-Encoding": "br" },
    });
    expect(page.status).toBe(206);
    expect(page.headers["content-encoding"]).toBeUndefined();
    expect(page.body.toString()).toBe("</h1>");
  });
});

describe("when something fails inside a request", () => {
  const loggedError = (message: string) =>
    logs.find((entry) => entry.level === 50 && entry.err?.message.includes(message));

  it("answers 500 for a file it cannot read, logs it, and goes on", async () => {
    const response = await get("/loop.html");
    expect(response.status).toBe(500);
    expect(response.body.toString()).toBe("Internal Server Error");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(loggedError("ELOOP")).toBeDefined();
    await expectStillServing();
  });

  it("answers 500 when reading a precompressed file fails, without its Content-Encoding", async () => {
    const createReadStream = fs.createReadStream;
    vi.spyOn(fs, "createReadStream").mockImplementation((file, ...rest) => {
      const stream = createReadStream(file, ...rest);
      // The precompressed file opens, and its first read fails.
      if (String(file).endsWith(".br")) {
        stream._read = function () {
          this.destroy(Object.assign(new Error("EIO: i/o error, read"), { code: "EIO" }));
        };
      }
      return stream;
    });
    // An Accept-Encoding no earlier test sent: the file is not in memory yet (server/file-cache.ts).
    const response = await get("/_astro/app.abc123.js", {
      headers: { "Accept-Encoding": "br;q=1" },
    });
    expect(response.status).toBe(500);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["etag"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toBe(STRICT_POLICY);
    expect(response.body.toString()).toBe("Internal Server Error");
    expect(loggedError("EIO")).toBeDefined();
    await expectStillServing();
  });

  it("answers 500 when a handler throws or rejects, and goes on", async () => {
    for (const pathname of ["/test/throws", "/test/rejects"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(500);
      expect(response.body.toString(), pathname).toBe("Internal Server Error");
      expect(response.headers["x-content-type-options"], pathname).toBe("nosniff");
    }
    expect(loggedError("handler bug")).toBeDefined();
    expect(loggedError("async handler bug")).toBeDefined();
    await expectStillServing();
  });

  it("answers 500 when a response stream fails before its first byte", async () => {
    const response = await get("/test/stream-fails-at-once");
    expect(response.status).toBe(500);
    expect(loggedError("read failed before the first byte")).toBeDefined();
    await expectStillServing();
  });

  it("cuts off only the response whose stream fails midway", async () => {
    await expect(get("/test/stream-fails-midway")).rejects.toThrow();
    await vi.waitFor(() =>
      expect(logs.some((entry) => JSON.stringify(entry).includes("read failed midway"))).toBe(true),
    );
    await expectStillServing();
  });
});
