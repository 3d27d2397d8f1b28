import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PageHead } from "../src/components/layout/page-head";
import { pageHead, type PageMeta } from "../src/lib/seo";
import { site } from "../src/shared/site";
import { loadCardAssets, pngSize } from "./social-card";
import { cardOfPage, writeSocialImages } from "./social-images";

/** A built page as Astro writes it: PageHead's tags in the head. */
const builtPage = (meta: PageMeta) =>
  `<!DOCTYPE html><html><head>${renderToStaticMarkup(
    createElement(PageHead, { head: pageHead(meta) }),
  )}</head><body><h1>Page</h1></body></html>`;

const post: PageMeta = {
  path: "/blog/chatbots",
  title: `Chatbots & "Humans": What's Next`,
  description: "d",
  type: "article",
  articleSection: "AI",
  details: [{ label: "Reading time", data: "8 min read" }],
};

describe("a page's card, read from its built head", () => {
  it("shows the page's title, section, category, reading time and brand, at its og:image path", () => {
    expect(cardOfPage(builtPage(post))).toEqual({
      imagePath: "/og/blog/chatbots.png",
      card: {
        title: `Chatbots & "Humans": What's Next`,
        section: "Blog",
        details: ["AI", "8 min read"],
        brand: site.name,
      },
    });
  });

  it("shows a job's location, and nothing for the page served at every address", () => {
    const job = cardOfPage(
      builtPage({
        path: "/careers/x",
        title: "Engineer",
        description: "d",
        details: [{ label: "Location", data: "Remote (US)" }],
      }),
    );
    expect(job?.card).toMatchObject({ section: "Careers", details: ["Remote (US)"] });
    expect(
      cardOfPage(
        builtPage({ path: "/404", title: "Gone", description: "d", atEveryAddress: true }),
      ),
    ).toBeUndefined();
  });
});

describe("writing the images into the build", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-test-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const assets = loadCardAssets(fileURLToPath(new URL("../public/logo.svg", import.meta.url)));
  const writePage = (client: string, file: string, meta: PageMeta) => {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    fs.writeFileSync(path.join(client, file), builtPage(meta));
  };

  it(
    "draws each page's image once, then copies it from the cache until its text changes",
    {
      timeout: 60_000,
    },
    async () => {
      const cache = tempDir();
      const build = () => {
        const client = tempDir();
        writePage(client, "index.html", { path: "/" });
        writePage(client, "blog/chatbots/index.html", post);
        return client;
      };
      const first = build();
      expect(await writeSocialImages(first, cache, assets)).toEqual({
        pages: 2,
        drawn: 2,
        cached: 0,
      });
      expect(pngSize(fs.readFileSync(path.join(first, "og/index.png")))).toEqual({
        width: 1200,
        height: 630,
      });
      expect(fs.existsSync(path.join(first, "og/blog/chatbots.png"))).toBe(true);

      const second = build();
      expect(await writeSocialImages(second, cache, assets)).toEqual({
        pages: 2,
        drawn: 0,
        cached: 2,
      });
      expect(fs.readFileSync(path.join(second, "og/index.png"))).toEqual(
        fs.readFileSync(path.join(first, "og/index.png")),
      );

      const third = build();
      writePage(third, "blog/chatbots/index.html", { ...post, title: "Chatbots, revised" });
      expect(await writeSocialImages(third, cache, assets)).toEqual({
        pages: 2,
        drawn: 1,
        cached: 1,
      });
    },
  );
});
