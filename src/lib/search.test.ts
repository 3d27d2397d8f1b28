import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  groupBySection,
  isHighlightedHit,
  parseExcerpt,
  pathForUrl,
  sectionForUrl,
} from "./search";

describe("sectionForUrl", () => {
  it.each([
    ["/blog/ai-customer-service", "Blog"],
    ["/blog", "Blog"],
    ["/blog/tag/chatbots", "Blog"],
    ["/docs/quick-start", "Docs"],
    ["/examples/code", "Examples"],
    ["/resources/faq", "Resources"],
    ["/guides/first-bot", "Guides"],
    ["/api/authentication", "API reference"],
    ["/careers/devops-engineer", "Careers"],
    ["/industries/healthcare", "Industries"],
    ["/integrations", "Product"],
    ["/about", "Company"],
    ["/contact", "Contact"],
    ["/privacy", "Legal"],
    ["/terms", "Legal"],
    ["/cookies", "Legal"],
    ["/", "Home"],
    ["/pricing", "Pricing"],
    ["/chatbot", "Product"],
  ])("files %s under %s, the section its social card names", (url, section) => {
    expect(sectionForUrl(url)).toBe(section);
  });

  it("ignores the origin, query, hash and a trailing index.html", () => {
    expect(sectionForUrl("https://example.com/guides/first-bot?x=1#step-2")).toBe("Guides");
    expect(sectionForUrl("/api#rate-limits")).toBe("API reference");
    expect(sectionForUrl("/docs/quick-start/index.html")).toBe("Docs");
  });

  it("does not confuse a page whose name starts like a section, and files no page by default", () => {
    expect(() => sectionForUrl("/apis-explained")).toThrow(/in no section/);
    expect(() => sectionForUrl("/blogging")).toThrow(/in no section/);
  });
});

describe("pathForUrl", () => {
  it("turns Pagefind URLs into site paths", () => {
    expect(pathForUrl("/about/")).toBe("/about");
    expect(pathForUrl("/docs/quick-start/index.html")).toBe("/docs/quick-start");
    expect(pathForUrl("/index.html")).toBe("/");
    expect(pathForUrl("/")).toBe("/");
    expect(pathForUrl("/guides/first-bot/#step-2")).toBe("/guides/first-bot#step-2");
  });
});

describe("parseExcerpt", () => {
  it("marks the matched words and keeps the rest as text", () => {
    expect(
      parseExcerpt("Build a <mark>support</mark> bot with a <mark>knowledge</mark> base"),
    ).toEqual([
      { text: "Build a ", mark: false },
      { text: "support", mark: true },
      { text: " bot with a ", mark: false },
      { text: "knowledge", mark: true },
      { text: " base", mark: false },
    ]);
  });

  it("decodes HTML entities into plain characters", () => {
    expect(
      parseExcerpt("Q&amp;A: <mark>&lt;429&gt;</mark> &quot;Retry&quot; &#39;later&#x27;"),
    ).toEqual([
      { text: "Q&A: ", mark: false },
      { text: "<429>", mark: true },
      { text: ` "Retry" 'later'`, mark: false },
    ]);
  });

  it("keeps any other markup as literal text, never as elements", () => {
    const parts = parseExcerpt('<img src=x onerror="alert(1)"> <b>bold</b> <mark>hit</mark>');
    expect(parts).toEqual([
      { text: '<img src=x onerror="alert(1)"> <b>bold</b> ', mark: false },
      { text: "hit", mark: true },
    ]);
  });

  it("loses no text: the parts always join back to the excerpt without its <mark> tags", () => {
    const piece = fc.record({
      text: fc.string().map((text) => text.replace(/[<>&]/g, "")),
      mark: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        const excerpt = pieces
          .map(({ text, mark }) => (mark ? `<mark>${text}</mark>` : text))
          .join("");
        const joined = parseExcerpt(excerpt)
          .map((part) => part.text)
          .join("");
        expect(joined).toBe(pieces.map(({ text }) => text).join(""));
      }),
    );
  });
});

describe("groupBySection", () => {
  const hit = (url: string) => ({ url, title: url, excerpt: "" });

  it("orders sections by their best result and keeps the rank inside each", () => {
    const groups = groupBySection([
      hit("/guides/first-bot"),
      hit("/blog/ai-customer-service"),
      hit("/guides/ai-chatbots"),
      hit("/chatbot"),
      hit("/blog/business-automation"),
    ]);
    expect(groups.map((group) => group.section)).toEqual(["Guides", "Blog", "Product"]);
    expect(groups[0]?.hits.map((h) => h.url)).toEqual(["/guides/first-bot", "/guides/ai-chatbots"]);
    expect(groups[1]?.hits.map((h) => h.url)).toEqual([
      "/blog/ai-customer-service",
      "/blog/business-automation",
    ]);
  });

  it("gives no groups for no results", () => {
    expect(groupBySection([])).toEqual([]);
  });
});

describe("isHighlightedHit", () => {
  it("keeps hits whose highlighted words match a query word", () => {
    expect(isHighlightedHit("Handle <mark>rate</mark> <mark>limits</mark>", "rate limits")).toBe(
      true,
    );
    expect(isHighlightedHit("AI <mark>Chatbots</mark> that delight", "chatbot")).toBe(true);
    expect(isHighlightedHit("<mark>automated</mark> workflows", "automation")).toBe(true);
    expect(isHighlightedHit("send an <mark>API</mark> key", "api")).toBe(true);
  });

  it("drops Pagefind's one-letter fallback matches for a word that is nowhere on the site", () => {
    expect(isHighlightedHit("per month <mark>x</mark> minutes per run", "xylophonezzq")).toBe(
      false,
    );
    expect(isHighlightedHit("do Y, unless <mark>Z</mark>", "zzzz")).toBe(false);
  });

  it("drops hits with no highlight at all", () => {
    expect(isHighlightedHit("Plain text without highlights", "plain")).toBe(false);
  });
});
