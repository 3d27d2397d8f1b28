// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectTags, loadPost, loadPostSummaries } from "./blog.server";
import { readMarkdownDir } from "./markdown.server";
import { blogFrontMatterSchema } from "./schemas/blog-post";

const validFrontMatter = `---
id: 1
title: "A valid post"
slug: "a-valid-post"
excerpt: "An excerpt that is long enough for the schema."
cover: "/images/blog/a-valid-post.svg"
author: "Maya Okafor"
authorRole: "Head of Conversational AI"
authorImage: "/images/avatars/maya-okafor.svg"
date: "2026-11-12"
category: "AI"
tags: ["AI"]
readTime: "8 min read"
---

Body.
`;

const tempDirs: string[] = [];
function blogDirWith(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-front-matter-"));
  tempDirs.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("blog front-matter validation", () => {
  it("accepts a complete front-matter", () => {
    const dir = blogDirWith({ "a-valid-post.md": validFrontMatter });
    const [file] = readMarkdownDir(dir, blogFrontMatterSchema);
    expect(file?.data.title).toBe("A valid post");
    expect(file?.body.trim()).toBe("Body.");
  });

  it("fails naming the file and the field when a field is wrong", () => {
    const dir = blogDirWith({
      "bad-date.md": validFrontMatter.replace('date: "2026-11-12"', 'date: "12 November"'),
    });
    expect(() => readMarkdownDir(dir, blogFrontMatterSchema)).toThrow(
      /Invalid front-matter in .*bad-date\.md:\n {2}- date: must be YYYY-MM-DD/,
    );
  });

  it("fails naming a missing field", () => {
    const dir = blogDirWith({
      "no-author.md": validFrontMatter.replace('author: "Maya Okafor"\n', ""),
    });
    expect(() => readMarkdownDir(dir, blogFrontMatterSchema)).toThrow(
      /no-author\.md[\s\S]*- author:/,
    );
  });

  it("rejects a category outside the four", () => {
    const dir = blogDirWith({
      "odd.md": validFrontMatter.replace('category: "AI"', 'category: "Crypto"'),
    });
    expect(() => readMarkdownDir(dir, blogFrontMatterSchema)).toThrow(/odd\.md[\s\S]*- category:/);
  });
});

describe("the blog's posts", () => {
  const posts = loadPostSummaries();

  it("are five, in list order, with the footer's three slugs first", () => {
    expect(posts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5]);
    expect(posts.slice(0, 3).map((post) => post.slug)).toEqual([
      "ai-customer-service",
      "business-automation",
      "ecommerce-automation",
    ]);
    expect(posts.map((post) => post.readTime)).toEqual([
      "8 min read",
      "12 min read",
      "15 min read",
      "10 min read",
      "11 min read",
    ]);
  });

  it("render to HTML with heading anchors", async () => {
    const post = await loadPost("ai-customer-service");
    expect(post?.html).toMatch(/<h2 id="[a-z0-9-]+"><a class="heading-anchor"/);
    expect(await loadPost("does-not-exist")).toBeNull();
  });
});

describe("collectTags", () => {
  it("lists each distinct tag once, in first-seen order, with its URL slug", () => {
    expect(
      collectTags([
        { tags: ["AI", "Customer Service"] },
        { tags: ["Automation", "AI"] },
        { tags: ["eCommerce"] },
      ]),
    ).toEqual([
      { name: "AI", slug: "ai" },
      { name: "Customer Service", slug: "customer-service" },
      { name: "Automation", slug: "automation" },
      { name: "eCommerce", slug: "ecommerce" },
    ]);
  });

  it("treats tags that differ only in case as one", () => {
    expect(collectTags([{ tags: ["AI"] }, { tags: ["ai"] }])).toEqual([{ name: "AI", slug: "ai" }]);
  });
});
