import { industries } from "../content/industries";
import { jobs } from "../content/jobs";
import { staticPages } from "../content/pages";
import { collectTags, loadPostSummaries } from "./blog.server";
import { loadDocsSummaries } from "./docs.server";

/**
 * The one list of the site's pages. The prerender list (react-router.config.ts), sitemap.xml and
 * the search index all come from here. Imports stay relative: react-router.config.ts loads this file.
 */
export function getSitePaths(): string[] {
  const posts = loadPostSummaries();
  return [
    ...staticPages.filter((page) => !("noindex" in page && page.noindex)).map((page) => page.path),
    ...posts.map((post) => `/blog/${post.slug}`),
    ...collectTags(posts).map((tag) => `/blog/tag/${tag.slug}`),
    ...jobs.map((job) => `/careers/${job.slug}`),
    ...industries.map((industry) => `/industries/${industry.slug}`),
    ...loadDocsSummaries().map((page) => page.path),
  ];
}

/** Pages kept out of the sitemap but still prerendered. */
export const unlistedPaths = ["/login"];

/** Files prerendered from resource routes, and the not-found pages that the server answers 404 with. */
export const generatedFiles = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml", "/site.webmanifest"];
export const notFoundPaths = ["/404", "/blog/404"];

export function getPrerenderPaths(): string[] {
  return [...getSitePaths(), ...unlistedPaths, ...generatedFiles, ...notFoundPaths];
}
