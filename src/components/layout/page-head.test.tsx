import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { site } from "../../shared/site";
import { pageHead, type PageMeta } from "../../lib/seo";
import { PageHead } from "./page-head";

/** The head PageHead renders for a page's meta, parsed as a document's head. */
function renderHead(meta: PageMeta) {
  const html = renderToStaticMarkup(<PageHead head={pageHead(meta)} />);
  return new DOMParser().parseFromString(`<html><head>${html}</head></html>`, "text/html").head;
}
const content = (head: HTMLElement, selector: string) =>
  head.querySelector(selector)?.getAttribute("content") ??
  head.querySelector(selector)?.getAttribute("href");

describe("PageHead", () => {
  it("renders the title, description, canonical link and social card of a page", () => {
    const head = renderHead({ path: "/pricing" });
    expect(head.querySelector("title")?.textContent).toBe(`Pricing | ${site.name}`);
    expect(content(head, 'meta[name="description"]')).toMatch(/^Start free/);
    expect(content(head, 'link[rel="canonical"]')).toBe(`${site.origin}/pricing`);
    expect(content(head, 'meta[property="og:url"]')).toBe(`${site.origin}/pricing`);
    expect(content(head, 'meta[property="og:title"]')).toBe(`Pricing | ${site.name}`);
    expect(content(head, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(content(head, 'meta[property="og:image"]')).toBe(`${site.origin}/og/pricing.png`);
    expect(content(head, 'meta[name="twitter:image"]')).toBe(`${site.origin}/og/pricing.png`);
    expect(content(head, 'meta[property="og:image:type"]')).toBe("image/png");
    expect(content(head, 'meta[property="og:image:width"]')).toBe("1200");
    expect(content(head, 'meta[property="og:image:height"]')).toBe("630");
    expect(content(head, 'meta[property="og:image:alt"]')).toBe(
      `${site.name} Pricing card: Pricing`,
    );
    expect(
      head.querySelector('meta[property="article:section"], meta[name^="twitter:label"]'),
    ).toBeNull();
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("carries an article's category and up to two details for link previews", () => {
    const head = renderHead({
      path: "/careers/x",
      title: "X",
      description: "d",
      type: "article",
      articleSection: "AI",
      details: [
        { label: "Reading time", data: "8 min read" },
        { label: "Location", data: "Remote (US)" },
      ],
    });
    expect(content(head, 'meta[property="article:section"]')).toBe("AI");
    expect(content(head, 'meta[name="twitter:label1"]')).toBe("Reading time");
    expect(content(head, 'meta[name="twitter:data1"]')).toBe("8 min read");
    expect(content(head, 'meta[name="twitter:label2"]')).toBe("Location");
    expect(content(head, 'meta[name="twitter:data2"]')).toBe("Remote (US)");
  });

  it("marks a noindex page for search engines", () => {
    expect(content(renderHead({ path: "/login" }), 'meta[name="robots"]')).toBe("noindex, follow");
  });

  it("announces alternates such as a feed", () => {
    const feed = renderHead({
      path: "/blog",
      alternates: [{ type: "application/rss+xml", title: "Feed", href: "/blog/rss.xml" }],
    }).querySelector('link[rel="alternate"]');
    expect(feed?.getAttribute("type")).toBe("application/rss+xml");
    expect(feed?.getAttribute("title")).toBe("Feed");
    expect(feed?.getAttribute("href")).toBe("/blog/rss.xml");
  });

  it("writes the JSON-LD graph as one data script", () => {
    const scripts = renderHead({ path: "/pricing" }).querySelectorAll(
      'script[type="application/ld+json"]',
    );
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? "")).toMatchObject({
      "@context": "https://schema.org",
    });
  });

  it("names no address on the page served at every address", () => {
    const head = renderHead({
      path: "/404",
      title: "Page Not Found",
      description: "Gone.",
      noindex: true,
      atEveryAddress: true,
    });
    expect(head.querySelector("title")?.textContent).toBe(`Page Not Found | ${site.name}`);
    expect(content(head, 'meta[name="robots"]')).toBe("noindex, follow");
    expect(head.querySelector('link[rel="canonical"], meta[property^="og:"], script')).toBeNull();
    expect(head.querySelector('link[rel="icon"]')).not.toBeNull();
  });
});
