import * as simpleIcons from "simple-icons";
import type { BrandLogo } from "../../content/brand-logos";

const icons = simpleIcons as unknown as Record<string, { path: string; hex: string } | undefined>;

/**
 * A brand's mark as a path in a 24x24 box: our own drawing or simple-icons'. Read by the build only
 * (the icon sprite's catalogue marks and social glyphs, icon-sprite.ts).
 */
export function brandMark(logo: BrandLogo): { path: string; evenOdd: boolean } | undefined {
  if (logo.mark) return { path: logo.mark, evenOdd: true };
  if (!logo.simpleIcon) return undefined;
  const icon = icons[logo.simpleIcon];
  if (!icon) throw new Error(`simple-icons has no ${logo.simpleIcon} (${logo.name})`);
  return { path: icon.path, evenOdd: false };
}

/** The colour of a brand's mark on its tile: simple-icons' own, else the brand colour. */
export const brandMarkColor = (logo: BrandLogo) =>
  logo.simpleIcon && !logo.mark ? `#${icons[logo.simpleIcon]?.hex ?? ""}` : logo.color;

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The site's font stack (app.css): system fonts, the same in the page and in any SVG. */
const FONT =
  "ui-sans-serif, system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif";
/** Initials' size in the 24-unit square by their length: inside it even in wide fallback fonts. */
const INITIALS_SIZE = [0, 16, 12, 8.3];

/**
 * The catalogue mark of one brand, the drawing inside a 24-unit square: its mark in the brand
 * colour or, where there is none, its initials in the site's font. The frame around it is the
 * page's (the same for every brand).
 */
export function catalogueMark(logo: BrandLogo): string {
  const mark = brandMark(logo);
  if (mark) {
    const rule = mark.evenOdd ? ` fill-rule="evenodd"` : "";
    return `<path fill="${brandMarkColor(logo)}"${rule} d="${mark.path}"/>`;
  }
  const initials = logo.initials ?? logo.name.charAt(0).toUpperCase();
  const size = INITIALS_SIZE[Math.min(initials.length, 3)]!;
  const baseline = Math.round((12 + size * 0.36) * 10) / 10;
  return `<text x="12" y="${baseline}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${logo.color}">${escape(initials)}</text>`;
}
