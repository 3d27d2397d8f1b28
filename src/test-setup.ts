import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom loads no Tailwind: the one utility the islands toggle on static HTML (hooks/use-show-only.ts)
// is given here, so a hidden card or panel is hidden to role queries as in a browser.
// (Node-environment test files have no document.)
if (typeof document !== "undefined") {
  const utilities = document.createElement("style");
  utilities.textContent = ".hidden { display: none; }";
  document.head.append(utilities);
}

afterEach(() => cleanup());
