import * as simpleIcons from "simple-icons";
import type { BrandLogo } from "../../content/brand-logos";

const icons = simpleIcons as unknown as Record<string, { path: string; hex: string } | undefined>;

/**
 * A brand's mark as a path in a 24x24 box: our own drawing or simple-icons'. Read by the build only
 * (the brand tiles, build-tools/brand-icons.ts; the social glyphs of the icon sprite).
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
