import { absoluteUrl } from "../content/site";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /login",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
