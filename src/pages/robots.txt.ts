import type { APIRoute } from "astro";
import { absoluteUrl } from "../content/site";

/** /robots.txt, written at build time: everything may be crawled but sign-in; the sitemap's address. */
export const GET: APIRoute = () =>
  new Response(
    [
      "User-agent: *",
      "Allow: /",
      "Disallow: /login",
      "",
      `Sitemap: ${absoluteUrl("/sitemap-index.xml")}`,
      "",
    ].join("\n"),
    { headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
