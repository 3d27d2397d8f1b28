import { describe, expect, it } from "vitest";
import { Reveal } from "../components/layout/reveal";
import { staticHtml } from "./static-html.server";

describe("staticHtml", () => {
  it("renders router links as plain anchors", () => {
    const html = staticHtml(<a href="/contact">Contact</a>);
    expect(html).toMatch(/^<a href="\/contact"[^>]*>Contact<\/a>$/);
  });

  it("keeps reveal markers, which the document's reveal script fades in", () => {
    expect(staticHtml(<Reveal aria-label="x">Hi</Reveal>)).toBe(
      '<section data-reveal="" aria-label="x">Hi</section>',
    );
  });
});
