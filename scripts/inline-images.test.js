import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INLINE_LIMIT, inlineSmallImages, svgDataUrl, svgReader } from "./inline-images.js";

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4f46e5"/></svg>`;
/** A light and a dark version that both name their gradient "bg", as the site's files do. */
const drawing = (colour) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="Banking &amp; Finance illustration">` +
  `<title>Banking</title><defs><linearGradient id="bg"><stop offset="0" stop-color="${colour}"/></linearGradient></defs>` +
  `<rect width="640" height="400" fill="url(#bg)"/><use href="#bg"/></svg>`;
const files = {
  "/favicon.svg": ICON,
  "/images/hero.svg": drawing("#0f766e"),
  "/images/hero-dark.svg": drawing("#134e4a"),
  "/images/styled.svg": `<svg xmlns="http://www.w3.org/2000/svg"><style>rect{fill:red}</style></svg>`,
  "/images/big.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(INLINE_LIMIT)}</svg>`,
};
/** @param {string} url */
const readSvg = (url) => files[/** @type {keyof typeof files} */ (url)];
/** @param {string} dataUrl */
const decoded = (dataUrl) => decodeURIComponent(dataUrl.slice("data:image/svg+xml,".length));

/** The opening tags of the page's images, drawings and links. */
const elements = (html) => [...html.matchAll(/<(svg|img|link)\b[^>]*>/g)].map(([tag]) => tag);

describe("small images in the page", () => {
  it("puts the favicon into the page as a data URL", () => {
    const page = inlineSmallImages(
      `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`,
      readSvg,
    );
    const [, icon] = /<link rel="icon" href="([^"]*)" type="image\/svg\+xml"\/>/.exec(page) ?? [];
    expect(decoded(icon ?? "")).toBe(ICON);
  });

  it("draws an image that loads at once as the drawing itself, sized and styled as the image was", () => {
    const page = inlineSmallImages(
      `<img src="/images/hero.svg" alt="" class="h-auto w-full dark:hidden" width="320" height="200" fetchPriority="high"/>`,
      readSvg,
    );
    expect(elements(page)).toEqual([
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" class="h-auto w-full dark:hidden" width="320" height="200" data-image="/images/hero.svg" aria-hidden="true">`,
    ]);
    // A decorative image stays silent: no title, no name of its own.
    expect(page).not.toContain("<title>");
    expect(page).not.toContain("Banking &amp; Finance illustration");
  });

  it("names a drawing by its alt text, as the image was", () => {
    const page = inlineSmallImages(
      `<img src="/images/hero.svg" alt="A bank&#39;s dashboard" width="640" height="400"/>`,
      readSvg,
    );
    expect(page).toContain(
      `data-image="/images/hero.svg" role="img" aria-label="A bank&#39;s dashboard">`,
    );
  });

  it("gives each drawing of a page its own ids, so a dark version keeps its own gradient", () => {
    const page = inlineSmallImages(
      `<img src="/images/hero.svg" alt="" width="640"/><img src="/images/hero-dark.svg" alt="" width="640"/>`,
      readSvg,
    );
    const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      expect(page).toContain(`fill="url(#${id})"`);
      expect(page).toContain(`href="#${id}"`);
    }
    const [light, dark] = page.split("</svg>");
    expect(light).toContain("#0f766e");
    expect(light).toContain(`url(#${ids[0]})`);
    expect(dark).toContain("#134e4a");
    expect(dark).toContain(`url(#${ids[1]})`);
  });

  it("crops a drawing shown with object-cover, as the image was", () => {
    const page = inlineSmallImages(
      `<img src="/images/hero.svg" alt="" class="h-full w-full object-cover" width="640" height="400"/>`,
      readSvg,
    );
    expect(page).toContain(`preserveAspectRatio="xMidYMid slice"`);
  });

  it("leaves lazy images, other links, styled drawings, other formats, large and missing files as files", () => {
    const html = [
      `<img src="/images/hero.svg" alt="" loading="lazy"/>`,
      `<link rel="apple-touch-icon" href="/favicon.svg"/>`,
      `<link rel="icon" href="/favicon.ico" sizes="32x32"/>`,
      `<img src="/images/styled.svg" alt=""/>`,
      `<img src="/images/photo.png" alt=""/>`,
      `<img src="/images/big.svg" alt=""/>`,
      `<img src="/images/missing.svg" alt=""/>`,
      `<img src="https://elsewhere.example/a.svg" alt=""/>`,
    ].join("");
    expect(inlineSmallImages(html, readSvg)).toBe(html);
  });

  it("writes any SVG as a URL that stays inside a double-quoted attribute and decodes to it", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg"><title>${text}</title></svg>`;
        const url = svgDataUrl(svg);
        expect(url).not.toMatch(/["<>&#\n]/);
        expect(decoded(url)).toBe(svg.trim().replace(/\s+/g, " "));
      }),
    );
  });

  it("reads only files inside the build's client directory", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "inline-"));
    const client = path.join(root, "client");
    fs.mkdirSync(client);
    fs.writeFileSync(path.join(client, "a.svg"), ICON);
    fs.writeFileSync(path.join(root, "secret.svg"), ICON);
    const read = svgReader(client);
    expect(read("/a.svg")).toBe(ICON);
    expect(read("/../secret.svg")).toBeUndefined();
    expect(read("/%2e%2e/secret.svg")).toBeUndefined();
    expect(read("/none.svg")).toBeUndefined();
    fs.rmSync(root, { recursive: true, force: true });
  });
});
