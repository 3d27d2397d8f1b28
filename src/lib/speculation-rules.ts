/**
 * The site's speculation rules, inline in every page (base-layout.astro, allowed by their hash):
 * where the browser supports them, a same-origin page is prerendered when a link to it is hovered
 * or pressed (`moderate`), so it shows at once. Never the form endpoints (`/api/…`), sign-in, the
 * forms' thank-you pages (`/…/thanks`), nor an address with a query. Other browsers keep Astro's
 * prefetch (base-layout.astro).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/login" } },
          { not: { href_matches: "/*/thanks" } },
          { not: { href_matches: { search: "(.+)" } } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
