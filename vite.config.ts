import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { brandIcons } from "./build-tools/brand-icons.ts";

/**
 * Modules the root layout always loads. Without this group the bundler splits each one the root
 * shares with a page (toasts, the lazy-loading helper, cn, site facts...) into its own tiny chunk,
 * and every page pays the per-chunk overhead against the JavaScript budget.
 */
const shellModules =
  /preload-helper|app\/components\/ui\/(toaster-slot|button)\.tsx|app\/lib\/(utils|toast)\.ts|node_modules\/(clsx|class-variance-authority)\/|app\/content\/(site|navigation)\.ts|app\/components\/layout\/logo\.tsx|app\/components\/sections\/page-hero\.tsx/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), brandIcons()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "shell", test: shellModules }] } },
    },
  },
});
