import crypto from "node:crypto";
import { expect, test } from "./fixtures";
import { builtSitemapPaths } from "./sitemap";

/** The <meta> tags of a page's HTML, by property or name, with their content's entities read. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/gi)) {
    const key = /\s(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined && !tags.has(key))
      tags.set(
        key,
        content
          .replace(/&quot;/g, '"')
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&amp;/g, "&"),
      );
  }
  return tags;
}

/** A PNG's size from its IHDR chunk (the first, right after the 8-byte signature). */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return undefined;
  if (bytes.subarray(12, 16).toString("latin1") !== "IHDR") return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const paths = builtSitemapPaths();

test("every page's social image is its own 1200x630 PNG on the site's origin", async ({
  request,
}) => {
  test.setTimeout(120_000);
  expect(paths.length).toBeGreaterThan(20);
  const failures: string[] = [];
  /** Each image URL and each image's bytes, with the titles of the pages that use them. */
  const titlesByImage = new Map<string, Set<string>>();
  const titlesByBytes = new Map<string, Set<string>>();
  const note = (map: Map<string, Set<string>>, key: string, title: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(title));

  const check = async (path: string) => {
    const meta = metaTags(await (await request.get(path)).text());
    const fail = (message: string) => failures.push(`${path}: ${message}`);
    const title = meta.get("og:title");
    const image = meta.get("og:image");
    const canonical = meta.get("og:url");
    if (!title || !image || !canonical) return fail("no og:title, og:image or og:url");
    // Its own image: /og/index.png for the home page, /og/<path>.png for any other.
    const own = new URL(`/og${path === "/" ? "/index" : path}.png`, new URL(canonical).origin);
    if (image !== own.href) fail(`og:image is ${image}, not ${own.href}`);
    if (meta.get("twitter:image") !== image) fail("twitter:image is not og:image");
    if (meta.get("twitter:card") !== "summary_large_image") fail("no large twitter:card");
    if (meta.get("og:image:width") !== "1200" || meta.get("og:image:height") !== "630")
      fail("og:image:width/height are not 1200/630");
    if (meta.get("og:image:type") !== "image/png") fail("og:image:type is not image/png");
    const heading = title.replace(` | ${meta.get("og:site_name")}`, "");
    if (!meta.get("og:image:alt")?.includes(heading))
      fail(`og:image:alt (${meta.get("og:image:alt")}) does not name the title`);

    const response = await request.get(new URL(image).pathname);
    if (response.status() !== 200) return fail(`${image} answers ${response.status()}`);
    if (response.headers()["content-type"] !== "image/png")
      fail(`${image} is ${response.headers()["content-type"]}`);
    const bytes = await response.body();
    const size = pngSize(bytes);
    if (size?.width !== 1200 || size.height !== 630)
      fail(`${image} is ${size ? `${size.width}x${size.height}` : "not a PNG"}`);
    note(titlesByImage, image, title);
    note(titlesByBytes, crypto.createHash("sha256").update(bytes).digest("hex"), title);
  };

  for (let at = 0; at < paths.length; at += 6)
    await Promise.all(paths.slice(at, at + 6).map(check));

  expect.soft(failures, "pages whose social image is wrong").toEqual([]);
  const shared = [...titlesByImage, ...titlesByBytes]
    .filter(([, titles]) => titles.size > 1)
    .map(([image, titles]) => `${[...titles].join(" / ")} share ${image}`);
  expect(shared, "pages of different titles with one image").toEqual([]);
  expect(titlesByImage.size).toBe(paths.length);
});
