import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.js", "scripts/**/*.test.js"],
    setupFiles: ["./app/test-setup.ts"],
    restoreMocks: true,
  },
});
