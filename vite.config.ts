import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { brandIcons } from "./build-tools/brand-icons.ts";
import { lucideSlim } from "./build-tools/lucide-slim.ts";

export default defineConfig({
  plugins: [lucideSlim(), tailwindcss(), reactRouter(), brandIcons()],
  build: { assetsInlineLimit: 0 },
});
