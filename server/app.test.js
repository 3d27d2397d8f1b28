// @vitest-environment node
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler, notFoundPageFor } from "./app.js";

let dir = "";
let server;
let base = "";

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-server-"));
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write("index.html", "<h1>Home</h1>");
  write("pricing/index.html", "<h1>Pricing</h1>");
  write("404.html", "<h1>Page Not Found</h1>");
  write("blog/404.html", "<h1>Post not found</h1>");
  write("assets/app-abc123.js", "console.log(1)");
  write("assets/app-abc123.js.br", zlib.brotliCompressSync("console.log(1)"));
  server = http.createServer(createHandler({ dir }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the production server", () => {
  it("serves prerendered pages with security headers and revalidation", async () => {
    const response = await fetch(`${base}/pricing`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Pricing");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("caches hashed assets for a year and sends the brotli copy to browsers that accept it", async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("answers unknown paths with status 404 and the prerendered not-found page", async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("answers an unknown blog post with status 404 and the blog's not-found view", async () => {
    const response = await fetch(`${base}/blog/no-such-post`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Post not found");
  });

  it("never answers the not-found pages themselves with 200", async () => {
    expect((await fetch(`${base}/404`)).status).toBe(404);
    expect((await fetch(`${base}/blog/404`)).status).toBe(404);
  });

  it("refuses methods other than GET and HEAD", async () => {
    expect((await fetch(`${base}/`, { method: "POST" })).status).toBe(405);
  });

  it("picks the blog's not-found page only for a single blog slug", () => {
    expect(notFoundPageFor("/blog/x")).toBe("blog/404.html");
    expect(notFoundPageFor("/blog/tag/x")).toBe("404.html");
    expect(notFoundPageFor("/nope")).toBe("404.html");
  });
});
