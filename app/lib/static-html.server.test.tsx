import { Link } from "react-router";
import { describe, expect, it } from "vitest";
import { Reveal } from "../components/layout/reveal";
import { staticHtml } from "./static-html.server";

describe("staticHtml", () => {
  it("renders router links as plain anchors", () => {
    const html = staticHtml(<Link to="/contact">Contact</Link>);
    expect(html).toMatch(/^<a href="\/contact"[^>]*>Contact<\/a>$/);
  });

  it("drops reveal markers that no script would ever clear", () => {
    expect(staticHtml(<Reveal aria-label="x">Hi</Reveal>)).toBe(
      '<section aria-label="x">Hi</section>',
    );
  });
});
