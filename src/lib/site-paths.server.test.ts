import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { industries } from "../content/industries";
import { jobs } from "../content/jobs";
import { buildSitemap } from "../routes/sitemap";
import { getPrerenderPaths, getSitePaths } from "./site-paths.server";

const routeTable = [
  "/",
  "/features",
  "/pricing",
  "/resources",
  "/solutions",
  "/contact",
  "/get-started",
  "/get-started-form",
  "/integrations",
  "/enterprise",
  "/docs",
  "/guides",
  "/api",
  "/about",
  "/careers",
  "/partners",
  "/privacy",
  "/terms",
  "/security",
  "/cookies",
  "/blog",
  "/chatbot",
  "/checkout-demo",
  "/business-automation",
  "/facebook-automation",
];

describe("the site's page list", () => {
  const paths = getSitePaths();

  it("lists every page of the SPEC's route table", () => {
    for (const route of routeTable) expect(paths).toContain(route);
  });

  it("lists every blog post, job opening, industry and docs page from the content", () => {
    const posts = fs
      .readdirSync(path.resolve("app/content/blog"))
      .filter((file) => file.endsWith(".md"));
    expect(posts.length).toBe(5);
    for (const post of posts) expect(paths).toContain(`/blog/${post.replace(/\.md$/, "")}`);
    for (const job of jobs) expect(paths).toContain(`/careers/${job.slug}`);
    for (const industry of industries) expect(paths).toContain(`/industries/${industry.slug}`);
    for (const docsPath of [
      "/docs/quick-start",
      "/guides/first-bot",
      "/api/endpoints",
      "/examples/code",
      "/resources/faq",
    ]) {
      expect(paths).toContain(docsPath);
    }
    expect(paths.some((p) => p.startsWith("/blog/tag/"))).toBe(true);
  });

  it("has no duplicates and keeps sign-in out of the sitemap but in the prerender list", () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain("/login");
    expect(getPrerenderPaths()).toContain("/login");
    expect(getPrerenderPaths()).toEqual(
      expect.arrayContaining(["/sitemap.xml", "/robots.txt", "/404", "/blog/404"]),
    );
  });

  it("writes one sitemap <url> per page on the canonical origin", () => {
    const xml = buildSitemap(paths);
    expect(xml.match(/<url>/g)?.length).toBe(paths.length);
    expect(xml).toContain("<loc>https://automatica.example/pricing</loc>");
  });
});
