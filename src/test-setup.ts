import { afterEach } from "vitest";

// Only a test with a document (jsdom: components, browser code) gets the DOM's matchers and React
// Testing Library's cleanup; a Node test would load them, React DOM included, for nothing.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
  // jsdom loads no Tailwind: the one utility the islands toggle on static HTML
  // (hooks/use-show-only.ts) is given here, so a hidden card or panel is hidden to role queries as
  // in a browser.
  const utilities = document.createElement("style");
  utilities.textContent = ".hidden { display: none; }";
  document.head.append(utilities);
}
