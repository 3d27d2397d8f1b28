import fs from "node:fs";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { brandLogos, type BrandLogo } from "../src/content/brand-logos.ts";
import { brandMark, brandMarkColor } from "../src/components/ui/brand-mark.ts";

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The site's font stack (app.css): system fonts, which an SVG inside <img> can use too. */
const FONT =
  "ui-sans-serif, system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif";
/** Initials' size in the 24-unit square by their length: inside it even in wide fallback fonts. */
const INITIALS_SIZE = [0, 16, 12, 8.3];

/**
 * The catalogue mark of one brand in a 24-unit square: its mark in the brand colour or, where
 * there is none, its initials in the site's font. The frame around it is the page's (the same for
 * every brand).
 */
export function brandSvg(logo: BrandLogo): string {
  const mark = brandMark(logo);
  let content: string;
  if (mark) {
    const rule = mark.evenOdd ? ` fill-rule="evenodd"` : "";
    content = `<path fill="${brandMarkColor(logo)}"${rule} d="${mark.path}"/>`;
  } else {
    const initials = logo.initials ?? logo.name.charAt(0).toUpperCase();
    const size = INITIALS_SIZE[Math.min(initials.length, 3)]!;
    const baseline = Math.round((12 + size * 0.36) * 10) / 10;
    content = `<text x="12" y="${baseline}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${logo.color}">${escape(initials)}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48"><title>${escape(logo.name)}</title>${content}</svg>`;
}

/** Every file the plugin writes: its path under the site root and its SVG source. */
export function brandFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const logo of brandLogos) {
    files.set(`images/brands/${logo.slug}.svg`, brandSvg(logo));
  }
  return files;
}

/** Serves the brand images in development and writes them into the build (an Astro integration). */
export function brandIcons(): AstroIntegration {
  const files = brandFiles();
  const plugin: Plugin = {
    name: "automatica:brand-icons",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const svg = files.get((req.url ?? "").replace(/^\//, "").split("?")[0] ?? "");
        if (!svg) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(svg);
      });
    },
  };
  return {
    name: "automatica:brand-icons",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
      "astro:build:done": ({ dir }) => {
        for (const [fileName, source] of files) {
          const file = new URL(fileName, dir);
          fs.mkdirSync(new URL(".", file), { recursive: true });
          fs.writeFileSync(file, source);
        }
      },
    },
  };
}
