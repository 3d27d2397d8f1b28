// @vitest-environment node
import { describe, expect, it } from "vitest";
import { assetsOf } from "./check-budgets.js";

describe("the size budget's view of a page", () => {
  it("counts module scripts, modulepreloads, inline imports and stylesheets", () => {
    const html = `<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/a.js"/>
      <script type="module" src="/assets/b.js"></script><script type="module">import "/assets/c.js";</script>`;
    expect(assetsOf(html)).toEqual({
      js: ["/assets/b.js", "/assets/a.js", "/assets/c.js"],
      css: ["/assets/app.css"],
    });
  });
});
