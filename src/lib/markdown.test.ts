import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { site } from "../shared/site";
import {
  contentHastPlugin,
  headingSlugger,
  languageLabel,
  legalPlaceholdersPlugin,
  shikiConfig,
} from "./markdown";

/** Astro's own Markdown processor with the site's plugins, as the build runs it. */
const processor = createSatteriMarkdownProcessor({
  syntaxHighlight: "shiki",
  shikiConfig,
  mdastPlugins: [legalPlaceholdersPlugin],
  hastPlugins: [contentHastPlugin],
  features: { smartPunctuation: false },
});
const render = async (source: string, file = "/site/src/content/blog/post.md") =>
  (await processor).render(source, { fileURL: pathToFileURL(file) });

describe("the site's Markdown", () => {
  it("gives headings slugify ids that link to themselves, numbering repeats", async () => {
    const { code, metadata } = await render(
      "## Billing & payments\n\n### What's new?\n\n## Billing & payments\n",
    );
    expect(code).toContain(
      '<h2 id="billing-and-payments"><a class="heading-anchor" href="#billing-and-payments">Billing &amp; payments</a></h2>',
    );
    expect(code).toContain(`<a class="heading-anchor" href="#what-s-new">What's new?</a>`);
    expect(code).toContain('id="billing-and-payments-2"');
    expect(metadata.headings.map((heading) => heading.slug)).toEqual([
      "billing-and-payments",
      "what-s-new",
      "billing-and-payments-2",
    ]);
  });

  it("puts a language bar and a copy button on highlighted code blocks", async () => {
    const { code } = await render("```bash\ncurl https://example.com\n```\n\n```\nplain\n```\n");
    expect(code).toMatch(
      /<div class="code-block" data-code-block=""><div class="code-block-bar"><span>Shell<\/span><button type="button" class="code-copy" data-copy-code="" aria-label="Copy Shell code">Copy<\/button><\/div><pre class="astro-code/,
    );
    expect(code).toContain("<span>Code</span>");
  });

  it("colours code for both themes through CSS variables, with no fixed colour", async () => {
    const { code } = await render('```json\n{ "a": 1 }\n```\n');
    expect(code).toMatch(/--shiki-light:#[0-9a-f]{6}/i);
    expect(code).toMatch(/--shiki-dark:#[0-9a-f]{6}/i);
    expect(code).not.toMatch(/style="[^"]*(?<!-)color:#/);
  });

  it("boxes tables in a labelled scroll region with column headers", async () => {
    const { code } = await render("| A | B |\n|---|---|\n| 1 | 2 |\n");
    expect(code).toMatch(
      /<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>/,
    );
    expect(code).toContain('<th scope="col">A</th>');
  });

  it("shows raw HTML as text", async () => {
    const { code } = await render('Hello <script>alert("x")</script> there\n\n<div>block</div>\n');
    expect(code).not.toContain("<script>");
    expect(code).not.toContain("<div>block");
  });

  it("fills the legal pages' placeholders, and only theirs", async () => {
    const legal = await render(
      "Write to [{email}](mailto:{email}), {name}.",
      "/site/src/content/legal/privacy.md",
    );
    expect(legal.code).toContain(`<a href="mailto:${site.email}">${site.email}</a>, ${site.name}.`);
    const docs = await render("Use `{order.number}` or {name}.");
    expect(docs.code).toContain("{name}");
  });
});

describe("languageLabel", () => {
  it("names known languages and calls the rest Code", () => {
    expect(languageLabel("python")).toBe("Python");
    expect(languageLabel("plaintext")).toBe("Code");
    expect(languageLabel(undefined)).toBe("Code");
  });
});

describe("headingSlugger", () => {
  it("falls back to 'section' for a heading without letters", () => {
    const slug = headingSlugger();
    expect([slug("!!"), slug("??")]).toEqual(["section", "section-2"]);
  });
});
