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
    // which was a fifth of the suite's time when every file had one. The site's tests run in
    // worker threads, which start and import faster than processes (a third less CPU); the
    // server's run each in a process of their own, as they start servers, spawn the CLIs, open
    // PGlite and set the umask (docs/measured.md).
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          pool: "forks",
          // Drizzle, bundled once into one file (Vite's dependency optimizer) rather than imported by
          // Node as its 200-odd modules in every process: Node reads the package's 179 KB
          // package.json again for each of them, about 1.8 s of CPU per test file (docs/measured.md).
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  "drizzle-orm",
                  "drizzle-orm/pg-core",
                  "drizzle-orm/pglite",
                  "drizzle-orm/pglite/migrator",
                  "drizzle-orm/node-postgres",
                  "drizzle-orm/node-postgres/migrator",
                ],
              },
            },
          },
          include: ["server/**/*.test.ts", "scripts/**/*.test.js", "build-tools/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: { name: "site", environment: "node", pool: "threads", include: ["src/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          pool: "threads",
          include: ["src/**/*.test.tsx"],
        },
      },
    ],
  },
});
