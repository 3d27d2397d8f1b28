import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  cacheKey,
  cardElement,
  cardSvg,
  loadCardAssets,
  pngSize,
  renderCard,
  textWidth,
  titleLayout,
  TITLE_MAX_LINES,
  TITLE_SIZES,
  TITLE_WIDTH,
  type CardInputs,
} from "./social-card";

const logoFile = fileURLToPath(new URL("../public/logo.svg", import.meta.url));
const assets = loadCardAssets(logoFile);
const post: CardInputs = {
  title: "How AI Customer Service Cuts Response Times",
  section: "Blog",
  details: ["Customer Service", "6 min read"],
  brand: "Automatica",
};
const longTitle =
  "A Very Long Title About Business Workflow Automation That Keeps Going Well Past Any Reasonable Length For A Card";

/** The text of a card's nodes (satori draws text as glyph outlines: the SVG holds no words). */
const texts = (node: unknown): string[] => {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === "object" && "props" in node)
    return texts((node as { props: { children?: unknown } }).props.children);
  return [];
};

describe("the social card", () => {
  it("draws a 1200x630 PNG", { timeout: 30_000 }, async () => {
    const png = await renderCard(post, assets);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.byteLength).toBeLessThan(60_000);
  });

  it("shows the title, the section, the details and the brand", { timeout: 30_000 }, async () => {
    const shown = texts(cardElement(post, assets.logoSvg)).join(" | ");
    expect(shown).toContain("How AI Customer Service");
    expect(shown).toContain("Blog");
    expect(shown).toContain("Customer Service  ·  6 min read");
    expect(shown).toContain("Automatica");
    // And the details are drawn: the SVG gains their glyphs' outlines.
    const withDetails = await cardSvg(post, assets);
    const without = await cardSvg({ ...post, details: [] }, assets);
    expect(withDetails.length).toBeGreaterThan(without.length);
  });

  it("keeps a short title large on one line", () => {
    expect(titleLayout("Pricing")).toEqual({ fontSize: TITLE_SIZES[0], lines: ["Pricing"] });
  });

  it("wraps a long title at spaces in at most three lines, smaller, never cutting a word", () => {
    const { fontSize, lines } = titleLayout(longTitle);
    expect(fontSize).toBeLessThan(TITLE_SIZES[0]);
    expect(lines.length).toBeLessThanOrEqual(TITLE_MAX_LINES);
    expect(lines.join(" ")).toBe(longTitle);
    for (const line of lines) expect(textWidth(line, fontSize)).toBeLessThanOrEqual(TITLE_WIDTH);
    // A medium title wraps before it shrinks.
    const medium = titleLayout(post.title);
    expect(medium.lines.length).toBeGreaterThan(1);
    expect(medium.fontSize).toBe(TITLE_SIZES[0]);
  });

  it("measures a line no narrower than Inter Bold draws it", () => {
    // "Automatica" at 100 px: Inter Bold's advances sum to 564.8 px (opentype.js).
    expect(textWidth("Automatica", 100)).toBeGreaterThanOrEqual(564.8);
    expect(textWidth("é", 100)).toBeGreaterThanOrEqual(60);
  });

  it("keys the cache by what the card shows: a new title draws it again, nothing else does", () => {
    const key = cacheKey(post, assets);
    expect(cacheKey({ ...post }, loadCardAssets(logoFile))).toBe(key);
    expect(cacheKey({ ...post, title: `${post.title}!` }, assets)).not.toBe(key);
    expect(cacheKey({ ...post, details: ["Customer Service", "7 min read"] }, assets)).not.toBe(
      key,
    );
    expect(cacheKey({ ...post, section: "Docs" }, assets)).not.toBe(key);
    expect(cacheKey(post, { ...assets, renderer: "satori@0 resvg@0" })).not.toBe(key);
    const [first, ...rest] = assets.fonts;
    expect(
      cacheKey(post, { ...assets, fonts: [{ ...first!, data: Buffer.from("other") }, ...rest] }),
    ).not.toBe(key);
  });

  it("reads a PNG's size from its header and refuses other bytes", () => {
    expect(() => pngSize(Buffer.from("GIF89a not a png at all, no"))).toThrow(/not a PNG/);
  });
});
