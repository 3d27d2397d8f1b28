// @ts-check
// Every link in the README, CONTRIBUTING and docs/ that points into the repository resolves: the
// file exists, and a #fragment names a heading of the file it points at (GitHub's anchors).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const documents = [
  "README.md",
  "CONTRIBUTING.md",
  ...fs
    .readdirSync(path.join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file)),
];

/** The text outside fenced code blocks and inline code. @param {string} markdown */
const prose = (markdown) => markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/**
 * GitHub's anchor for a heading: lower case, punctuation dropped (but hyphens and underscores),
 * spaces as hyphens; a repeated heading gets -1, -2…
 * @param {string} markdown
 */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const line of markdown.replace(/^```[\s\S]*?^```/gm, "").split("\n")) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .replace(/`/g, "")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** Links and images that point into the repository: [text](target) and ![alt](target). */
const linksOf = (/** @type {string} */ markdown) =>
  [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));

describe("the documentation's links", () => {
  it("finds the documents and their links", () => {
    expect(documents).toEqual(expect.arrayContaining(["README.md", "docs/architecture.md"]));
    expect(linksOf(fs.readFileSync(path.join(root, "README.md"), "utf8")).length).toBeGreaterThan(
      5,
    );
  });

  it("reads anchors as GitHub writes them", () => {
    expect([
      ...anchorsOf(
        "## The server: forms, database, e-mail\n## Static throughput: `npm run bench:static`\n## A\n## A",
      ),
    ]).toEqual([
      "the-server-forms-database-e-mail",
      "static-throughput-npm-run-benchstatic",
      "a",
      "a-1",
    ]);
  });

  it.each(documents)("%s links only to files and headings that exist", (document) => {
    const markdown = fs.readFileSync(path.join(root, document), "utf8");
    const broken = linksOf(markdown).filter((target) => {
      const [file = "", fragment] = target.split("#");
      const resolved = file
        ? path.resolve(root, path.dirname(document), decodeURI(file))
        : path.join(root, document);
      if (!resolved.startsWith(root) || !fs.existsSync(resolved)) return true;
      if (!fragment || !resolved.endsWith(".md")) return false;
      return !anchorsOf(fs.readFileSync(resolved, "utf8")).has(fragment);
    });
    expect(broken).toEqual([]);
  });
});
