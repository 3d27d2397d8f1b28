import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { brandIcons } from "./build-tools/brand-icons.ts";
import { lucideSlim } from "./build-tools/lucide-slim.ts";

/**
 * The layout and the small helpers every page shares go into one "shell" chunk: a dozen tiny
 * chunks would each carry their own import/export boilerplate and gzip overhead on every page.
 * Parts that load on demand (dialogs, toasts, search, forms, carousel) stay out of it.
 */
const shell = [
  /\/app\/components\/layout\/(?!mobile-menu-panel|site-search-dialog|search-excerpt)/,
  /\/app\/components\/ui\/(button|toaster-slot|static-html|svg-icon)\./,
  /\/app\/components\/sections\/(page-hero|static-page-hero|static-html)\./,
  /\/app\/lib\/(utils|toast|meta|search)\./,
  /\/app\/content\/(site|navigation)\./,
  /\/app\/hooks\/use-(scrolled-past|prefers-reduced-motion)\./,
  /\/build-tools\/lucide-create-icon\./,
  /\/node_modules\/(clsx|class-variance-authority)\//,
  /\/lucide-react\/dist\/esm\/icons\/(chevron-down|menu|arrow-up|search|map-pin|phone|mail)\./,
  /preload-helper/,
];

export default defineConfig({
  plugins: [lucideSlim(), tailwindcss(), reactRouter(), brandIcons()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "shell", test: (id: string) => shell.some((pattern) => pattern.test(id)) },
          ],
        },
      },
    },
  },
});
