// The build's small files, answered from memory (server/app.ts). @fastify/static answers each
// request with a stat (several, for /pricing: the .br, the .html, the folder's index), an open, a
// read and a close, which cost the server half of nginx's throughput. The cache learns from it: a
// file it has answered in full (200) is read once, and the next request for the same address with
// the same Accept-Encoding gets the same headers and bytes without touching the disk.
//
// - Only what @fastify/static decided is reused (which file, which encoding, every header), so the
//   two cannot disagree; a Range, a conditional request (If-None-Match, If-Modified-Since: a 304),
//   and anything but GET and HEAD always go to it.
// - The bytes kept are those the headers describe: read from the open file whose size and
//   modification time make @fastify/send's ETag, or not kept at all.
// - The build does not change under a running server (its pages' policies are read at start too):
//   a new build is served after a restart.
// - Bounded: files up to MAX_FILE_BYTES, MAX_BYTES in all, MAX_ADDRESSES addresses (each distinct
//   Accept-Encoding is one more); past a bound, requests go on to @fastify/static as before.
import type { Stats } from "node:fs";
import fs from "node:fs/promises";
import type { FastifyReply, FastifyRequest } from "fastify";

export const CACHE_LIMITS = Object.freeze({
  MAX_FILE_BYTES: 512 * 1024,
  MAX_BYTES: 64 * 1024 * 1024,
  MAX_ADDRESSES: 8192,
});

/** The headers of a file's answer that the cache repeats; the hooks set the rest on every answer. */
const FILE_HEADERS = [
  "content-type",
  "content-length",
  "content-encoding",
  "content-security-policy",
  "cache-control",
  "vary",
  "etag",
  "last-modified",
  "accept-ranges",
];

interface Entry {
  headers: Record<string, string>;
  body: Buffer;
}

const addressOf = (request: FastifyRequest) =>
  `${request.url.split("?", 1)[0]}\n${request.headers["accept-encoding"] ?? ""}`;

const cacheable = (request: FastifyRequest) =>
  (request.method === "GET" || request.method === "HEAD") &&
  request.headers.range === undefined &&
  request.headers["if-none-match"] === undefined &&
  request.headers["if-modified-since"] === undefined;

const etagOf = (stat: Stats) =>
  `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;

export function createFileCache(limits = CACHE_LIMITS) {
  /** By address and Accept-Encoding. */
  const entries = new Map<string, Entry>();
  /** By file, shared by its addresses. */
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  /** The file @fastify/static sends on a raw response (noted by its setHeaders). */
  const served = new WeakMap<object, string>();
  let bytes = 0;

  /** The file's bytes, if they are still those of `etag` and within the bounds. */
  const readBody = async (file: string, etag: string) => {
    const handle = await fs.open(file, "r");
    try {
      const stat = await handle.stat();
      if (etagOf(stat) !== etag || stat.size > limits.MAX_FILE_BYTES) return undefined;
      if (bytes + stat.size > limits.MAX_BYTES) return undefined;
      const body = await handle.readFile();
      if (body.length !== stat.size) return undefined;
      bytes += body.length;
      return body;
    } finally {
      await handle.close();
    }
  };

  return {
    /** The `setHeaders` of @fastify/static: notes which file it sends. @param res the raw response */
    noteFile(res: object, file: string) {
      served.set(res, file);
    },

    /** onRequest: answers from memory what the cache holds. */
    answer(request: FastifyRequest, reply: FastifyReply) {
      if (!cacheable(request)) return false;
      const entry = entries.get(addressOf(request));
      if (!entry) return false;
      reply.headers(entry.headers).send(entry.body);
      return true;
    },

    /** onResponse: keeps a whole file @fastify/static just sent (never rejects). */
    async learn(request: FastifyRequest, reply: FastifyReply) {
      const file = served.get(reply.raw);
      if (file === undefined || reply.statusCode !== 200 || !cacheable(request)) return;
      const address = addressOf(request);
      if (entries.has(address) || entries.size >= limits.MAX_ADDRESSES) return;
      const headers: Record<string, string> = {};
      for (const name of FILE_HEADERS) {
        const value = reply.raw.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const etag = headers.etag;
      if (etag === undefined || Number(headers["content-length"]) > limits.MAX_FILE_BYTES) return;
      const key = `${file}\n${etag}`;
      let body = bodies.get(key);
      if (!body) {
        // An unreadable file is simply not kept: @fastify/static answers it each time.
        body = readBody(file, etag).catch(() => undefined);
        bodies.set(key, body);
      }
      const bytesRead = await body;
      if (bytesRead && bytesRead.length === Number(headers["content-length"])) {
        entries.set(address, { headers, body: bytesRead });
      }
    },
  };
}
