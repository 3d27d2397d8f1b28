import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Tests of the build's output run after the build (vitest.build.config.ts, scripts/test.js).
    exclude: ["**/*.build.test.ts", "**/node_modules/**"],
    setupFiles: ["./src/test-setup.ts"],
    restoreMocks: true,
    // One test file per core. Vitest's default leaves one core free, which on a two-core machine
    // ran the files one at a time: 233 s, against 162 s on both cores.
    maxWorkers: "100%",
    // A test runs in Node unless it needs a document: a component's test (`.tsx`) renders into
    // jsdom, and a test of browser code in a `.ts` file says so in its first line
    // (`// @vitest-environment jsdom`). A jsdom environment costs about a second of CPU per file,
    // which was a fifth of the suite's time when every file had one (docs/measured.md).
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "src/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.js",
            "build-tools/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: { name: "dom", environment: "jsdom", include: ["src/**/*.test.tsx"] },
      },
    ],
  },
});
