import { describe, expect, it } from "vitest";
import { brandFiles } from "../../build-tools/brand-icons.ts";
import { brandLogoSrc, brandLogos } from "./brand-logos";
import { socialProfiles } from "./navigation";

const files = brandFiles();
const fileAt = (src: string) => files.get(src.replace(/^\//, ""));

describe("brand marks", () => {
  it("draws every brand in the same square, so the tiles around them match", () => {
    for (const logo of brandLogos) {
      expect(fileAt(brandLogoSrc(logo.slug)), logo.slug).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24" width="48" height="48">/,
      );
    }
  });

  it("draws a mark where there is one and sets initials in the brand colour otherwise", () => {
    for (const logo of brandLogos) {
      const svg = fileAt(brandLogoSrc(logo.slug))!;
      if (logo.simpleIcon || logo.mark) {
        expect(svg, logo.slug).toMatch(/<path [^>]*d="[Mm]/);
        expect(svg, logo.slug).not.toContain("<text");
      } else {
        expect(logo.initials, `${logo.name} needs initials`).toMatch(/^[A-Za-z]{1,3}$/);
        expect(svg, logo.slug).toContain(`fill="${logo.color}">${logo.initials}</text>`);
      }
    }
  });

  it("marks every brand of the footer's profiles and the share bar as social (a glyph of the sprite)", () => {
    const social = ["linkedin", "x", "facebook", ...socialProfiles.map((profile) => profile.icon)];
    for (const slug of social)
      expect(brandLogos.find((logo) => logo.slug === slug)?.social, slug).toBe(true);
  });

  it("names each file after its brand, escaping what XML needs", () => {
    for (const logo of brandLogos) {
      const title = logo.name.replace(/&/g, "&amp;");
      expect(fileAt(brandLogoSrc(logo.slug)), logo.slug).toContain(`<title>${title}</title>`);
    }
  });
});
