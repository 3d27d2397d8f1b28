import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { brandIcons } from "./build-tools/brand-icons.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), brandIcons()],
  build: { assetsInlineLimit: 0 },
});
