import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { locations, readSitemapPaths } from "../../scripts/sitemap.js";

/** Every page of the built site's sitemap, as paths, read from the build (at collection time). */
export function builtSitemapPaths(): string[] {
  return readSitemapPaths(path.join(process.env.BUILD_DIR ?? "build", "client"));
}

/**
 * Every page of the sitemap as the server publishes it: /sitemap-index.xml, then each sitemap it
 * names, fetched from the server under test (their <loc>s carry the canonical origin).
 */
export async function servedSitemapPaths(request: APIRequestContext): Promise<string[]> {
  const index = await request.get("/sitemap-index.xml");
  if (index.status() !== 200) throw new Error(`/sitemap-index.xml answers ${index.status()}`);
  const paths: string[] = [];
  for (const sitemap of locations(await index.text())) {
    const response = await request.get(new URL(sitemap).pathname);
    if (response.status() !== 200) throw new Error(`${sitemap} answers ${response.status()}`);
    paths.push(...locations(await response.text()).map((loc) => new URL(loc).pathname));
  }
  return paths;
}
