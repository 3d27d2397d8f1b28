import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandLogos } from "../../content/brand-logos";
import { iconNames } from "../../content/icon-names";
import { iconSprite, pruneIconSprite } from "./icon-sprite";

/** Every source file under src, but tests. */
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|astro)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });

describe("iconSprite", () => {
  it("draws every icon name once, as a symbol with lucide's drawing and stroke", () => {
    const sprite = iconSprite();
    for (const name of iconNames) {
      expect(sprite.match(new RegExp(`<symbol id="icon-${name}" `, "g")), name).toHaveLength(1);
      expect(sprite, name).toMatch(
        new RegExp(
          `<symbol id="icon-${name}" viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><(path|circle|rect|line|polyline|polygon|ellipse)`,
        ),
      );
    }
    expect(sprite.match(/<symbol id="icon-/g)).toHaveLength(iconNames.length);
  });

  it("draws every social brand's glyph as a filled symbol, and is hidden", () => {
    const sprite = iconSprite();
    expect(sprite).toMatch(/^<svg id="icon-sprite" [^>]*hidden>/);
    const social = brandLogos.filter((logo) => logo.social).map((logo) => logo.slug);
    expect(social).toEqual(expect.arrayContaining(["linkedin", "x", "facebook", "instagram"]));
    for (const slug of social)
      expect(sprite, slug).toMatch(
        new RegExp(
          `<symbol id="glyph-${slug}" viewBox="0 0 24 24"><path( fill-rule="evenodd")? d="M`,
        ),
      );
    expect(sprite.match(/<symbol id="glyph-/g)).toHaveLength(social.length);
  });

  it("is the only module that imports lucide, and no component draws an icon by hand", () => {
    const offenders = sources("src").filter((file) => {
      if (file.endsWith(path.join("ui", "icon-sprite.ts"))) return false;
      const text = fs.readFileSync(file, "utf8");
      return (
        /from "lucide-react"/.test(text) ||
        // a hand-written SVG (the logo, a drawing of our own, is the one exception) or a glyph icon
        (/<svg[\s>]/.test(text) &&
          !file.endsWith(path.join("layout", "logo-link.tsx")) &&
          !file.endsWith(path.join("ui", "icon.tsx"))) ||
        /aria-hidden="true">\s*[←→↑↓✓✔✕×▶❚]/.test(text)
      );
    });
    expect(offenders).toEqual([]);
  });
});

describe("pruneIconSprite", () => {
  const symbols = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
  const page = (body: string) => `<html><body>${body}${iconSprite()}</body></html>`;
  const noScripts = () => undefined;

  it("keeps the symbols the page points at, and drops the rest", () => {
    const html = page(
      '<svg><use href="#icon-mail"></use></svg><svg><use href="#glyph-x"></use></svg>',
    );
    expect(symbols(pruneIconSprite(html, noScripts))).toEqual(["icon-mail", "glyph-x"]);
  });

  it("keeps what an island's code, or the code it imports, or its props can draw", () => {
    const scripts: Record<string, string> = {
      "/_astro/form.js": 'import{a}from"./shared.js";const s=`loader`;',
      "/_astro/shared.js": 'export const a={name:"check"};',
    };
    const html = page(
      '<astro-island component-url="/_astro/form.js" props="{&quot;icon&quot;:[0,&quot;rocket&quot;]}"></astro-island>',
    );
    expect(symbols(pruneIconSprite(html, (url) => scripts[url]))).toEqual([
      "icon-check",
      "icon-loader",
      "icon-rocket",
    ]);
  });

  it("refuses a page that loads a script the build does not have", () => {
    const html = page('<script type="module" src="/_astro/gone.js"></script>');
    expect(() => pruneIconSprite(html, noScripts)).toThrow(/gone\.js/);
  });

  it("leaves a page without the sprite as it is", () => {
    expect(pruneIconSprite("<p>plain</p>", noScripts)).toBe("<p>plain</p>");
  });
});
