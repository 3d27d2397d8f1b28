import * as simpleIcons from "simple-icons";
import type { Plugin } from "vite";
import { brandLogos, type BrandLogo } from "../app/content/brand-logos.ts";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The SVG of one brand: its simple-icons mark in the brand colour, or a letter tile. */
export function brandSvg(logo: BrandLogo): string {
  const icon = logo.simpleIcon
    ? (simpleIcons as unknown as Record<string, { path: string; hex: string; title: string }>)[logo.simpleIcon]
    : undefined;
  if (icon) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48"><title>${escape(logo.name)}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>`;
  }
  const letter = escape(logo.name.charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><title>${escape(logo.name)}</title><rect width="48" height="48" rx="12" fill="${logo.color}"/><text x="24" y="32" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" font-weight="700" fill="#fff">${letter}</text></svg>`;
}

/** Every file the plugin writes: its path under the site root and its SVG source. */
export function brandFiles(): Map<string, string> {
  return new Map(brandLogos.map((logo) => [`images/brands/${logo.slug}.svg`, brandSvg(logo)]));
}

/** Writes /images/brands/{slug}.svg for every brand of content/brand-logos.ts, in dev and build. */
export function brandIcons(): Plugin {
  const files = brandFiles();
  return {
    name: "automatica:brand-icons",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const svg = files.get((req.url ?? "").replace(/^\//, "").split("?")[0] ?? "");
        if (!svg) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(svg);
      });
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
