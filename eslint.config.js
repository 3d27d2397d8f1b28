import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // .astro files are not linted (no .astro parser is installed): they are thin shells, and the
    // React components they compose (.tsx, jsx-a11y included) are. .astro/ and .cache/ are Astro's.
    ignores: [
      "build",
      "build-*",
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
      "server/**/*.js",
      "scripts/**/*.js",
      "build-tools/**/*.ts",
      "*.config.{js,mjs,ts}",
      "tests/**/*.{js,ts}",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
