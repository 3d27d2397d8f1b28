import { expect, test } from "./fixtures";
import { servedSitemapPaths } from "./sitemap";

/** The not-found views: the site's 404 page (and the root error boundary) and the blog's. */
const NOT_FOUND_VIEW =
  /<h1[^>]*>(?:<[^>]+>)*\s*(?:Page Not Found|Post not found)\s*(?:<[^>]+>)*<\/h1>/i;

/** Internal links of a page: same-origin hrefs, without the hash, query kept. */
function internalLinks(html: string, pageUrl: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = (raw ?? "").replace(/&amp;/g, "&");
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, pageUrl);
    if (url.origin !== new URL(pageUrl).origin) continue;
    links.add(url.pathname + url.search);
  }
  return [...links];
}

test("every internal link of every page reached from the home page leads to a real page", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL!;
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const dead: string[] = [];
  /** Who links to a page, for the failure message. */
  const linkedFrom = new Map<string, string>();
  let pages = 0;

  const visit = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    const type = response.headers()["content-type"] ?? "";
    if (status !== 200) {
      dead.push(`${path} answers ${status} (linked from ${linkedFrom.get(path) ?? "start"})`);
      return;
    }
    if (!type.includes("text/html")) return;
    const html = await response.text();
    if (NOT_FOUND_VIEW.test(html)) {
      dead.push(`${path} shows a not-found view (linked from ${linkedFrom.get(path) ?? "start"})`);
      return;
    }
    pages += 1;
    for (const link of internalLinks(html, new URL(path, origin).href)) {
      if (seen.has(link)) continue;
      seen.add(link);
      linkedFrom.set(link, path);
      queue.push(link);
    }
  };

  // Breadth first, a few requests at a time.
  while (queue.length) await Promise.all(queue.splice(0, 6).map(visit));

  console.log(`crawl: reached ${pages} pages, ${dead.length} dead links`);
  expect(dead, "dead internal links").toEqual([]);
  expect(pages).toBeGreaterThan(20);
});

test("every URL in the sitemap answers 200 with a real page", async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await servedSitemapPaths(request);
  expect(paths.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (let at = 0; at < paths.length; at += 6) {
    await Promise.all(
      paths.slice(at, at + 6).map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        if (response.status() !== 200) failures.push(`${path} answers ${response.status()}`);
        else if (NOT_FOUND_VIEW.test(await response.text()))
          failures.push(`${path} shows a not-found view`);
      }),
    );
  }
  expect(failures, "sitemap URLs that are not pages").toEqual([]);
});

test("the crawler's not-found check recognises both not-found views", async ({ request }) => {
  for (const path of ["/no-such-page", "/blog/no-such-post"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(NOT_FOUND_VIEW);
  }
});
