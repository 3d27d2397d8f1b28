import type { Config } from "@react-router/dev/config";
import { getPrerenderPaths } from "./app/lib/site-paths.server";

// Static site: every route is prerendered to HTML at build time, nothing renders on a server.
// The list comes from the same content as the sitemap, so the two cannot drift.
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: getPrerenderPaths,
} satisfies Config;
