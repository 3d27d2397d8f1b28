import { defineConfig } from "vitest/config";

/**
 * Tests of the build's output (`*.build.test.ts`): they read build/, so scripts/test.js runs them
 * after `npm run build`, as a step of their own (`npm run test:build` runs them alone).
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["**/*.build.test.ts"],
    exclude: ["node_modules/**", "build/**"],
  },
});
