import { describe, expect, it } from "vitest";
import { brandLogos } from "./brand-logos";
import { socialProfiles } from "./navigation";

describe("brand marks", () => {
  it("marks every brand of the footer's profiles and the share bar as social (a glyph of the sprite)", () => {
    const social = ["linkedin", "x", "facebook", ...socialProfiles.map((profile) => profile.icon)];
    for (const slug of social)
      expect(brandLogos.find((logo) => logo.slug === slug)?.social, slug).toBe(true);
  });
});
