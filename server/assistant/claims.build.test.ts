/**
 * The claims test: every fact the assistant can state equals what its page shows. For each fact in
 * the built knowledge, the built HTML of its page (build/client) has the fact's anchor, shows each
 * of its values, and shows every figure its statement names ($24, 1,000, 14-day, 30 days); a value
 * quoted from prose starts where a sentence does.
 * Runs after the build (scripts/test.js).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultKnowledgePath, loadKnowledge } from "./knowledge.ts";

const knowledge = loadKnowledge();
const client = path.join(path.dirname(path.dirname(defaultKnowledgePath())), "client");

/** The visible text of a built page's <main>, entities decoded, whitespace collapsed. */
function pageText(page: string): { html: string; text: string } {
  const file = path.join(client, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
  const html = fs.readFileSync(file, "utf8");
  const main = html.slice(html.search(/<main[\s>]/), html.lastIndexOf("</main>"));
  const text = main
    .replace(/<(script|style|svg|template)[\s\S]*?<\/\1>/gi, " ")
    // Decoration hidden from assistive technology ("—" beside "Not included").
    .replace(/<(\w+)[^>]*\saria-hidden="true"[^>]*>[^<]*<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
      const named: Record<string, string> = {
        amp: "&",
        lt: "<",
        gt: ">",
        quot: '"',
        apos: "'",
        nbsp: " ",
      };
      if (e[0] !== "#") return named[e.toLowerCase()]!;
      return String.fromCodePoint(
        e[1]?.toLowerCase() === "x" ? parseInt(e.slice(2), 16) : Number(e.slice(1)),
      );
    })
    .replace(/\s+/g, " ");
  return { html, text };
}

/** The figures a statement names: "$24", "$288", "1,000", "14", "30". */
const figuresOf = (text: string) => text.match(/\$?\d[\d,]*(?:\.\d+)?%?/g) ?? [];

describe("every fact the assistant can state", () => {
  it("is there: at least the plans, the trial, the 37 integrations and their categories, contact, jobs, rate limits and legal terms", () => {
    const kinds = new Set(knowledge.facts.map((f) => f.kind));
    expect([...kinds].sort()).toEqual([
      "contact",
      "feature",
      "integration",
      "job",
      "legal",
      "limit",
      "price",
      "rate-limit",
      "trial",
    ]);
    const integrationIds = knowledge.facts.filter((f) => f.kind === "integration").map((f) => f.id);
    expect(
      integrationIds.filter((id) => /^integration\.(?!count$|category\.)/.test(id)),
    ).toHaveLength(37);
    // Every category of the catalogue's filter but "Popular", which is no kind of tool.
    expect(integrationIds.filter((id) => id.startsWith("integration.category."))).toHaveLength(25);
  });

  for (const fact of knowledge.facts) {
    it(`${fact.id} is what ${fact.url} shows`, () => {
      const [page, anchor] = fact.url.split("#");
      const { html, text } = pageText(page!);
      if (anchor) expect(html).toContain(`id="${anchor}"`);
      // Compared without whitespace: tags leave spaces the page does not show ("example ." for "example.").
      const bare = (value: string) => value.toLowerCase().replace(/\s+/g, "");
      const shown = bare(text);
      const missing = [...fact.values, fact.quote, ...figuresOf(fact.statement)].filter(
        (v) => !shown.includes(bare(v)),
      );
      expect(missing, `not on ${page}`).toEqual([]);
      // A value quoted from prose is whole sentences: it starts as a sentence does (a split on a
      // full stop inside "hello@automatica.example" once made one start at "example.").
      const partial = fact.values.filter(
        (v) => /[.!?]$/.test(v) && v.split(" ").length >= 3 && !/^["“$\d\p{Lu}]/u.test(v),
      );
      expect(partial, "values that start mid-sentence").toEqual([]);
    });
  }
});

/** A stable anchor: a slug of a heading's text or of the data it shows, never a React id ("_r29R_0_-title"). */
const STABLE_ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("every anchor the assistant cites", () => {
  const cited = new Map<string, string>();
  for (const { url } of [...knowledge.passages, ...knowledge.facts]) {
    const [page, anchor] = url.split("#");
    if (anchor !== undefined) cited.set(url, page!);
  }

  it("is a slug made from the page's text or data, the same from one build to the next", () => {
    const unstable = [...cited.keys()].filter((url) => !STABLE_ANCHOR.test(url.split("#")[1]!));
    expect(unstable).toEqual([]);
  });

  it("is an id on its page", () => {
    const pages = new Map<string, string>();
    const missing = [...cited].filter(([url, page]) => {
      if (!pages.has(page)) pages.set(page, pageText(page).html);
      return !pages.get(page)!.includes(`id="${url.split("#")[1]}"`);
    });
    expect(missing.map(([url]) => url)).toEqual([]);
  });
});
