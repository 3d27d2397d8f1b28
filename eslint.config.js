import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of src/, top to bottom. A file may import from its own layer and the layers below
 * it, never from one above: pages → layouts → components → hooks → lib → content → shared.
 * src/shared is what the form server (server/) shares with the site; server/ imports nothing else
 * from src/. Tests (*.test.*) sit outside the layers: they may render a component to test a hook.
 * .astro files (pages, layouts) are not linted, so the rule starts at components.
 */
const layers = ["pages", "layouts", "components", "hooks", "lib", "content", "shared"];

/** One `no-restricted-imports` block per layer, naming every layer above it. */
function layerRules() {
  return layers.slice(2).map((layer, index) => {
    const above = layers.slice(0, index + 2);
    return {
      files: [`src/${layer}/**/*.{ts,tsx}`],
      ignores: ["**/*.test.{ts,tsx}"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${above.join("|")})(/|$)`,
                message: `src/${layer} imports only from its own layer and those below it (${layers.slice(index + 3).join(", ") || "none"}): ${layers.join(" → ")}.`,
              },
            ],
          },
        ],
      },
    };
  });
}

export default tseslint.config(
  {
    // .astro files are not linted (no .astro parser is installed): they are thin shells, and the
    // React components they compose (.tsx, jsx-a11y included) are. .astro/ and .cache/ are Astro's.
    ignores: [
      "build",
      ".astro",
      ".cache",
      ".lighthouse",
      "node_modules",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: [
      "server/**/*.{js,ts}",
      "scripts/**/*.{js,ts}",
      "build-tools/**/*.ts",
      "*.config.{js,mjs,ts}",
      "tests/**/*.{js,ts}",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  ...layerRules(),
  {
    files: ["server/**/*.{js,ts}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+src/(?!shared/)",
              message: "server/ shares code with the site only through src/shared.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every journey's pages hold the decorative background still (tests/e2e/fixtures.ts).
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Journeys import test and expect from ./fixtures.",
            },
          ],
        },
      ],
    },
  },
);
