import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { industries } from "../content/industries";
import { jobs } from "../content/jobs";
import { unlistedPaths } from "../content/pages";
import { getSitePaths } from "./site-paths.server";

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
      .readdirSync(path.resolve("src/content/blog"))
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

  it("has no duplicates and keeps sign-in and the not-found pages out", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const unlisted of unlistedPaths) expect(paths).not.toContain(unlisted);
    expect(unlistedPaths).toEqual(expect.arrayContaining(["/login", "/404", "/blog/404"]));
  });
});
