// @ts-check
import path from "node:path";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { brandIcons } from "./build-tools/brand-icons.ts";
import { socialImages } from "./build-tools/social-images.ts";
import { site } from "./src/shared/site.ts";
import { unlistedPaths } from "./src/content/pages.ts";
import { clientInteraction } from "./src/lib/client-interaction.ts";
import { cspConfig } from "./src/lib/csp.ts";
import { contentMarkdown, shikiConfig } from "./src/lib/markdown.ts";

const unlisted = new Set(unlistedPaths.map((pagePath) => site.origin + pagePath));
// From the environment or a .env file, as the site's code reads it (import.meta.env).
const { PUBLIC_API_ORIGIN } = loadEnv(
  process.env.NODE_ENV ?? "production",
  process.cwd(),
  "PUBLIC_",
);

/**
 * Every page is prerendered to HTML; React components render at build time, and only those a page
 * marks `client:*` hydrate, after first paint. URLs have no trailing slash (`/pricing`, served from
 * `pricing/index.html`).
 */
export default defineConfig({
  site: site.origin,
  trailingSlash: "never",
  // Per checkout, not in node_modules (worktrees may share one node_modules).
  cacheDir: ".cache/astro",
  outDir: path.join(process.env.BUILD_DIR ?? "build", "client"),
  build: { format: "directory", inlineStylesheets: "auto" },
  // Not Astro's prefetch: speculation rules prerender a page a link points to, and where they are
  // unsupported, a small inline script prefetches it (src/lib/speculation-rules.ts).
  prefetch: false,
  // The Content-Security-Policy, as a <meta> in every page (src/lib/csp.ts); server/app.ts sends it
  // as a header too.
  security: { csp: cspConfig({ apiOrigin: PUBLIC_API_ORIGIN }) },
  integrations: [
    react(),
    // `client:interaction`: the one way an island hydrates (src/lib/client-interaction.ts).
    clientInteraction(),
    // Every built page but the unlisted ones (sign-in, the not-found pages): the same pages that
    // carry `data-pagefind-body` and so make up the search index.
    sitemap({ filter: (url) => !unlisted.has(url.replace(/\/$/, "")) }),
    brandIcons(),
    // Every page's social preview image (/og/<path>.png), drawn from its built head.
    socialImages(),
    contentMarkdown(),
  ],
  markdown: { shikiConfig },
  vite: {
    plugins: [tailwindcss()],
    build: {
      assetsInlineLimit: 0,
      // React as one file: every island loads all of it (react, its JSX runtime, react-dom's
      // client and Astro's renderer), and one file compresses smaller than five.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: "react",
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
              },
              // What nearly every island reads, a few hundred bytes each (cn, cva, Button, Input, the
              // copy filler, the fields' limits that the forms and the staff inbox share), as one file rather than five: each file costs its own compression and
              // import (/get-started-form was 0.2 KB over its budget as five).
              {
                name: "ui",
                test: /node_modules[\\/](clsx|class-variance-authority)[\\/]|src[\\/](lib[\\/]utils|shared[\\/](fill|schemas[\\/]limits)|components[\\/]ui[\\/](button|input))\.tsx?$/,
              },
              // What the forms' sending code reads that other islands share (the notices, the cookie
              // consent), pinned to files of their own, as the default split makes them: a group takes
              // its modules' dependencies with it, so "forms" below would otherwise pull these in and
              // every island that reads them would load the forms' file.
              { name: "toast", test: /src[\\/](shared[\\/](site|form-messages)|lib[\\/]toast)\.ts$/ },
              {
                name: "cookie-consent",
                test: /src[\\/](lib[\\/]cookie-consent|content[\\/]legal[\\/]consent-choices)\.ts$/,
              },
              // The forms' sending code (react-hook-form, zod, the submit, the honeypot) and its proof of
              // work as one file. Ask Automatica's panel loads the proof of work on demand (with a model,
              // a conversation's first question costs one); without this group that import split the
              // solver into a file of its own and every form page paid for the extra file (0.4 KB gzip
              // over /get-started-form's budget). So a form page loads what it always did, and the panel,
              // only when the server asks for a proof, loads the forms' file, a module the form pages
              // already share.
              {
                name: "forms",
                test: /node_modules[\\/](react-hook-form|zod|altcha)[\\/]|src[\\/](hooks[\\/]use-form-submission|lib[\\/](submit-form|proof-of-work|pow-solver|visit-source|idempotency-key|schemas[\\/]resolver)|shared[\\/](form-api|schemas[\\/](text|source))|components[\\/]forms[\\/]honeypot)\.tsx?$/,
              },
            ],
          },
        },
      },
    },
  },
});
