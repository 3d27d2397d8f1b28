import type { APIRoute } from "astro";
import { absoluteUrl } from "../shared/site";

/** robots.txt: everything but the sign-in page, and the sitemap index @astrojs/sitemap writes. */
export const GET: APIRoute = () => {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /login",
    "",
    `Sitemap: ${absoluteUrl("/sitemap-index.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
