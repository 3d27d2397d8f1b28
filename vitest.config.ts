import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.js",
      "build-tools/**/*.test.ts",
    ],
    // Tests of the build's output run after the build (vitest.build.config.ts, scripts/test.js).
    exclude: ["**/*.build.test.ts", "**/node_modules/**"],
    setupFiles: ["./src/test-setup.ts"],
    restoreMocks: true,
    // One test file per core. Vitest's default leaves one core free, which on a two-core machine
    // ran the files one at a time: 233 s, against 162 s on both cores.
    maxWorkers: "100%",
  },
});
