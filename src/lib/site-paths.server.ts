import { industries } from "../content/industries";
import { jobs } from "../content/jobs";
import { staticPages } from "../content/pages";
import { collectTags, loadPostSummaries } from "./blog.server";
import { loadDocsSummaries } from "./docs.server";

/**
 * The listed pages the content describes: fixed pages, blog posts and tags, jobs, industries, docs.
 * Unit tests use it to check that links written in the content lead to real pages. The build's own
 * page list is the sitemap @astrojs/sitemap writes from the built routes (the search index holds
 * the same pages, scripts/search-index.js); the crawl journey checks every link of the built site.
 */
export function getSitePaths(): string[] {
  const posts = loadPostSummaries();
  return [
    ...staticPages.filter((page) => !page.noindex).map((page) => page.path),
    ...posts.map((post) => `/blog/${post.slug}`),
    ...collectTags(posts).map((tag) => `/blog/tag/${tag.slug}`),
    ...jobs.map((job) => `/careers/${job.slug}`),
    ...industries.map((industry) => `/industries/${industry.slug}`),
    ...loadDocsSummaries().map((page) => page.path),
  ];
}
