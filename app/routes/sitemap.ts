import { absoluteUrl } from "../content/site";
import { getSitePaths } from "../lib/site-paths.server";

/** sitemap.xml, written at build time from the same list as the prerendered routes. */
export function buildSitemap(paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function loader() {
  return new Response(buildSitemap(getSitePaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
