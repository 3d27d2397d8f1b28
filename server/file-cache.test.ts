// The build's files from memory (server/file-cache.ts): once sent, the same answer without the
// disk; ranges and revalidation as before.
import fs from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { makeBuild, portOf, request, SCRIPT } from "./test-helpers.ts";

let build: ReturnType<typeof makeBuild>;
let app: ReturnType<typeof createApp>;
let base = "";
/** Every file @fastify/send opens (restored after each test: vitest's restoreMocks). */
let reads = vi.spyOn(fs, "createReadStream");
beforeEach(() => {
  reads = vi.spyOn(fs, "createReadStream");
});

beforeAll(async () => {
  build = makeBuild();
  app = createApp({ dir: build.dir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${portOf(app.server.address())}`;
});
afterAll(async () => {
  await app.close();
  build.remove();
});

/**
 * Asks until an answer comes without reading the disk (the cache learns after an answer), and
 * returns the first answer, from the disk, and that one.
 */
async function fromDiskThenMemory(pathname: string, headers: Record<string, string>) {
  const first = await request(base + pathname, { headers });
  expect(reads).toHaveBeenCalled();
  const cached = await vi.waitFor(
    async () => {
      const before = reads.mock.calls.length;
      const response = await request(base + pathname, { headers });
      expect(reads.mock.calls.length).toBe(before);
      return response;
    },
    { timeout: 5_000, interval: 20 },
  );
  return { first, cached };
}

const withoutDate = (headers: IncomingHttpHeaders) => ({ ...headers, date: undefined });

describe("the build's files from memory", () => {
  it("answer a file sent once with the same headers and bytes, without the disk", async () => {
    for (const [pathname, encoding] of [
      ["/pricing", "br"],
      ["/_astro/app.abc123.js", ""],
    ] as const) {
      const headers: Record<string, string> = encoding ? { "Accept-Encoding": encoding } : {};
      const { first, cached } = await fromDiskThenMemory(pathname, headers);
      expect(first.status).toBe(200);
      expect(withoutDate(cached.headers)).toEqual(withoutDate(first.headers));
      expect(cached.body).toEqual(first.body);
    }
  });

  it("keep each encoding apart", async () => {
    const gzip = await fromDiskThenMemory("/_astro/app.abc123.js", { "Accept-Encoding": "gzip" });
    expect(gzip.cached.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.cached.body).toString()).toBe(SCRIPT);
    const plain = await request(`${base}/_astro/app.abc123.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("answer HEAD from memory without a body", async () => {
    await fromDiskThenMemory("/robots.txt", {});
    const before = reads.mock.calls.length;
    const head = await request(`${base}/robots.txt`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe("26");
    expect(head.body.length).toBe(0);
    expect(reads.mock.calls.length).toBe(before);
  });

  it("leave ranges and revalidation to @fastify/static", async () => {
    const { cached } = await fromDiskThenMemory("/pagefind/pagefind.js", {});
    const etag = cached.headers.etag ?? "";
    const revalidated = await request(`${base}/pagefind/pagefind.js`, {
      headers: { "If-None-Match": etag },
    });
    expect(revalidated.status).toBe(304);
    const range = await request(`${base}/pagefind/pagefind.js`, {
      headers: { Range: "bytes=0-5" },
    });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe("export");
  });

  it("never keep an error or a not-found page", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await request(`${base}/no-such-page`);
      expect(response.status).toBe(404);
    }
    fs.writeFileSync(`${build.dir}/no-such-page.html`, "<h1>Now it exists</h1>");
    const created = await request(`${base}/no-such-page`);
    expect(created.status).toBe(200);
    expect(created.body.toString()).toBe("<h1>Now it exists</h1>");
  });
});
