import { describe, expect, it } from "vitest";
import { brandLogos } from "../../content/brand-logos";
import { catalogueMark } from "./brand-mark";

describe("a brand's catalogue mark", () => {
  it("draws a mark where there is one and sets initials in the brand colour otherwise", () => {
    for (const logo of brandLogos) {
      const svg = catalogueMark(logo);
      if (logo.simpleIcon || logo.mark) {
        expect(svg, logo.slug).toMatch(/<path [^>]*d="[Mm]/);
        expect(svg, logo.slug).not.toContain("<text");
      } else {
        expect(logo.initials, `${logo.name} needs initials`).toMatch(/^[A-Za-z]{1,3}$/);
        expect(svg, logo.slug).toContain(`fill="${logo.color}">${logo.initials}</text>`);
      }
    }
  });

});
