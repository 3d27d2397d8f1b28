// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastRequest } from "./toast";

/** A fresh copy of the module for each test: it keeps whether the toaster has hydrated. */
const load = () => import("./toast");

/** The toaster island as base-layout.astro renders it, before it has hydrated. */
function renderToasterIsland() {
  document.body.innerHTML = '<astro-island><div id="site-toaster"></div></astro-island>';
  const events: string[] = [];
  document
    .getElementById("site-toaster")
    ?.addEventListener("automatica:toast", (event) => events.push(event.type));
  return events;
}

const plainNotice = () => document.getElementById("plain-notice");

beforeEach(() => vi.resetModules());
afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("notify", () => {
  it("asks the toaster island to hydrate, and its first toasts show once it has", async () => {
    const events = renderToasterIsland();
    const { notify, receiveToasts } = await load();
    void notify.error("Submission failed", { description: "Please try again." });
    void notify.info("Code copied to clipboard");
    expect(events).toEqual(["automatica:toast", "automatica:toast"]);

    const shown: ToastRequest[] = [];
    receiveToasts((toast) => shown.push(toast));
    expect(shown).toEqual([
      { kind: "error", title: "Submission failed", options: { description: "Please try again." } },
      { kind: "default", title: "Code copied to clipboard", options: undefined },
    ]);
    void notify.success("Saved");
    expect(shown.at(-1)).toEqual({ kind: "success", title: "Saved", options: undefined });
    expect(plainNotice()).toBeNull();
  });

  it("shows the waiting toasts as a plain notice when the toaster cannot load, and later ones at once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderToasterIsland();
    const { notify } = await load();
    void notify.error("Submission failed", { description: "Please try again." });
    document
      .querySelector("astro-island")
      ?.dispatchEvent(new CustomEvent("astro:hydration-error", { bubbles: true }));
    expect(plainNotice()).toHaveAttribute("role", "alert");
    expect(plainNotice()).toHaveTextContent("Submission failed");
    expect(plainNotice()).toHaveTextContent("Please try again.");

    void notify.info("Code copied to clipboard");
    expect(plainNotice()).toHaveAttribute("role", "status");
    expect(plainNotice()).toHaveTextContent("Code copied to clipboard");
    plainNotice()?.querySelector("button")?.click();
    expect(plainNotice()).toBeNull();
  });

  it("shows a plain notice on a page without the toaster", async () => {
    const { notify } = await load();
    void notify.success("Saved");
    expect(plainNotice()).toHaveTextContent("Saved");
  });
});
