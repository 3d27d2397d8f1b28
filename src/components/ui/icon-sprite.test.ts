import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconNames } from "../../content/icon-names";
import { iconSprite } from "./icon-sprite";

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
      expect(sprite.match(new RegExp(`<symbol id="${name}" `, "g")), name).toHaveLength(1);
      expect(sprite, name).toMatch(
        new RegExp(
          `<symbol id="${name}" viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><(path|circle|rect|line|polyline|polygon|ellipse)`,
        ),
      );
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(iconNames.length);
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
