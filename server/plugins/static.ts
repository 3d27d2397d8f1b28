// The site's files (server/app.ts registers it): the static build with precompressed files, byte
// ranges, caching, each page's own Content-Security-Policy, the small files from memory
// (server/file-cache.ts), and the prerendered not-found pages with status 404.
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { readPolicies } from "../csp.ts";
import { isApiPath } from "../error-handler.ts";
import { statusOf } from "../errors.ts";
import { createFileCache } from "../file-cache.ts";
import { isRecord } from "../json-body.ts";
import { STAFF_PAGES } from "./security-headers.ts";

/**
 * Astro's build assets (`/_astro/*`) are named by content hash and never change: cache them for a
 * year. Everything else revalidates.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Site search (Pagefind): its index files are fingerprinted (named by content hash), all but the
 * entry points pagefind.js, pagefind-worker.js, pagefind-entry.json and the wasm.*.pagefind files.
 * Its binary files (.pf_meta, .pf_index, .pf_fragment, .pagefind) have no registered MIME type and
 * get @fastify/static's default, application/octet-stream.
 */
const PAGEFIND_HASHED = /^\/pagefind\/(index\/|fragment\/|filter\/|pagefind\.[^/]+\.pf_meta$)/;

/** The staff pages (STAFF_PAGES) are never kept by a browser or a proxy. */
const NO_STORE = "no-store";

export function cacheControlFor(pathname: string): string {
  if (STAFF_PAGES.test(pathname)) return NO_STORE;
  return pathname.startsWith("/_astro/") || PAGEFIND_HASHED.test(pathname) ? IMMUTABLE : REVALIDATE;
}

/**
 * Which prerendered not-found page answers an unknown path: a blog slug gets the blog's
 * 'Post not found' view, everything else the site's 404 page. Both are sent with status 404.
 * (Without a blog/404.html in the build, the site's 404 page answers for the blog too.)
 */
export function notFoundPageFor(pathname: string): string {
  return /^\/blog\/[^/]+\/?$/.test(pathname) ? "blog/404.html" : "404.html";
}

/** A not-found page of the build in one encoding (none: the file itself). */
interface Variant {
  body: Buffer;
  encoding?: string | undefined;
}

/** A not-found page: its variants, best encoding first, and its policy. */
interface NotFoundPage {
  variants: Variant[];
  policy?: string | undefined;
}

/**
 * A byte-range request the server honours: `bytes=` and one or more `first-last`, `first-` or
 * `-suffix` (RFC 9110 §14.1.1). Anything else is ignored and the whole file sent, as RFC 9110 §14.2
 * allows (@fastify/send would answer 416).
 */
const RANGE_SPEC = String.raw`(\d+-\d*|-\d+)`;
const VALID_RANGE = new RegExp(String.raw`^bytes=\s*${RANGE_SPEC}(\s*,\s*${RANGE_SPEC})*\s*$`);
/** A lone suffix range with a non-zero length: `bytes=-500`. */
const SUFFIX_RANGE = /^bytes=\s*-0*[1-9]\d*\s*$/;

export interface StaticOptions {
  /** The build's client directory. */
  dir: string;
}

async function staticFiles(app: FastifyInstance, { dir }: StaticOptions) {
  const policies = readPolicies(dir);
  const files = createFileCache();

  app.addHook("onRequest", async (request) => {
    const range = request.headers.range;
    if (range === undefined) return;
    if (!VALID_RANGE.test(range)) {
      delete request.raw.headers.range;
    } else {
      // A range of a .br/.gz file is a range of compressed bytes, which no client can decode on
      // its own: a Range request is always served from the uncompressed file.
      delete request.raw.headers["accept-encoding"];
    }
  });

  // The site's files, from memory once @fastify/static has sent them (server/file-cache.ts).
  app.addHook("onRequest", async (request, reply) => {
    if (files.answer(request, reply)) return reply;
  });
  // Not awaited: the answer is out, and reading the file for later ones keeps nobody waiting.
  app.addHook("onResponse", (request, reply, done) => {
    files.learn(request, reply);
    done();
  });

  // The site's files, in a plugin of their own for the one refusal it takes back (below).
  await app.register(async (site) => {
    // @fastify/send answers 416 to a suffix range longer than the file (bytes=-500 on 100 bytes),
    // which RFC 9110 §14.1.2 defines as the whole file: ask it again for all of it. Any other error
    // goes on to the one error handler (server/error-handler.ts).
    site.setErrorHandler((error, request, reply) => {
      const file = isRecord(request.params) ? request.params["*"] : undefined;
      if (
        statusOf(error) === 416 &&
        SUFFIX_RANGE.test(request.headers.range ?? "") &&
        typeof file === "string"
      ) {
        request.raw.headers.range = "bytes=0-";
        return reply.code(200).sendFile(`/${file}`);
      }
      throw error;
    });
    await site.register(fastifyStatic, {
      root: dir,
      preCompressed: true,
      // /pricing and /pricing/ serve pricing/index.html directly (no redirect), /index serves index.html.
      extensions: ["html"],
      redirect: false,
      // Cache-Control comes from cacheControlFor, not from @fastify/send's default.
      cacheControl: false,
      // No dotfiles but /.well-known/ (as sirv before it), and the .br/.gz siblings only in place of
      // their original, never under their own name.
      allowedPath: (pathname) =>
        !/(^|\/)\.(?!well-known(\/|$))/.test(pathname) && !/\.(br|gz)$/.test(pathname),
      setHeaders(res, filePath) {
        files.noteFile(res, filePath);
        const pathname = "/" + path.relative(dir, filePath).split(path.sep).join("/");
        const file = pathname.replace(/\.(br|gz)$/, "");
        res.setHeader("Cache-Control", cacheControlFor(file));
        res.setHeader("Vary", "Accept-Encoding");
        const policy = policies.forFile(file);
        if (policy) res.setHeader("Content-Security-Policy", policy);
      },
    });
  });

  const notFoundPages = new Map<string, NotFoundPage>();
  /** The not-found page's variants, best encoding first, and its policy. */
  const readNotFound = (file: string): NotFoundPage => {
    const known = notFoundPages.get(file);
    if (known) return known;
    const full = path.join(dir, file);
    const variants = [
      { suffix: ".br", encoding: "br" },
      { suffix: ".gz", encoding: "gzip" },
      { suffix: "", encoding: undefined },
    ]
      .filter(({ suffix }) => fs.existsSync(full + suffix))
      .map(({ suffix, encoding }) => ({ body: fs.readFileSync(full + suffix), encoding }));
    const page = variants.length
      ? { variants, policy: policies.forFile(`/${file}`) }
      : file === "404.html"
        ? { variants: [{ body: Buffer.from("Not Found") }] }
        : readNotFound("404.html");
    notFoundPages.set(file, page);
    return page;
  };

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) {
      return reply.code(404).header("Cache-Control", "no-store").send({ error: "Not Found" });
    }
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const { variants, policy } = readNotFound(notFoundPageFor(request.url.split("?", 1)[0] ?? "/"));
    const chosen =
      variants.find((variant) => variant.encoding && accepted.includes(variant.encoding)) ??
      variants.find((variant) => !variant.encoding) ??
      variants[0];
    if (!chosen) throw new Error("a not-found page without a file");
    reply.code(404).headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      ...(chosen.encoding ? { "Content-Encoding": chosen.encoding } : {}),
      ...(policy ? { "Content-Security-Policy": policy } : {}),
    });
    return reply.send(chosen.body);
  };

  // The not-found pages themselves are never a 200.
  for (const page of ["/404", "/blog/404"]) {
    for (const suffix of ["", "/", ".html", ".html/"]) app.get(page + suffix, sendNotFound);
  }
  app.setNotFoundHandler(sendNotFound);
}

/** Not encapsulated: its hooks and not-found handler are the whole server's. */
export const staticPlugin = fastifyPlugin(staticFiles, { name: "static-files" });
