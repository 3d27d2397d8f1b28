// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { inlineScript } from "./inline-script";
import { revealOnView } from "./reveal-on-view";

/** The scroll listeners each run adds to the window, removed after each test. */
const listeners: EventListenerOrEventListenerObject[] = [];

type Entry = {
  target: Element;
  isIntersecting: boolean;
  boundingClientRect: { height: number; top?: number };
};

/**
 * Runs the script against a page of two sections, with or without motion and IntersectionObserver;
 * `parsing`: while the document is still being parsed.
 */
function run({ motion = true, observer = true, parsing = false } = {}) {
  document.documentElement.className = "";
  document.body.innerHTML =
    '<section data-reveal id="a"></section><section data-reveal id="b"></section>';
  let callback: ((entries: Entry[]) => void) | undefined;
  const observed: Element[] = [];
  const unobserved: Element[] = [];
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: no-preference)" ? motion : false,
  }));
  const readyState = vi.spyOn(document, "readyState", "get");
  if (parsing) readyState.mockReturnValue("loading");
  if (observer) {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(cb: (entries: Entry[]) => void) {
          callback = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve(el: Element) {
          unobserved.push(el);
        }
      },
    );
  } else {
    // @ts-expect-error the script checks `"IntersectionObserver" in window`
    delete window.IntersectionObserver;
  }
  const addEventListener = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    if (type === "scroll" && listener) listeners.push(listener);
    addEventListener(type, listener, options);
  });
  new Function(inlineScript(revealOnView))();
  const section = (id: string) => document.getElementById(id)!;
  const state = (id: string) => section(id).getAttribute("data-reveal-state");
  return {
    callback: (entries: Entry[]) => callback?.(entries),
    observed,
    unobserved,
    readyState,
    section,
    state,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const listener of listeners.splice(0)) window.removeEventListener("scroll", listener);
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the fade-in script", () => {
  it("hides a section only once it has been seen out of view, and fades it in when it comes into view", () => {
    const page = run();
    expect(page.observed.map((el) => el.id)).toEqual(["a", "b"]);
    // Nothing is hidden before the first observation: the first screen paints as it is.
    expect(page.state("a")).toBeNull();
    expect(page.state("b")).toBeNull();
    page.callback([
      { target: page.section("a"), isIntersecting: true, boundingClientRect: { height: 100 } },
      { target: page.section("b"), isIntersecting: false, boundingClientRect: { height: 100 } },
    ]);
    expect(page.state("a")).toBe("shown");
    expect(page.state("b")).toBe("hidden");
    expect(page.unobserved.map((el) => el.id)).toEqual(["a"]);
    page.callback([
      { target: page.section("b"), isIntersecting: true, boundingClientRect: { height: 100 } },
    ]);
    expect(page.state("b")).toBe("shown");
  });

  it("watches the sections once the document is parsed, not before", () => {
    const page = run({ parsing: true });
    expect(page.observed).toEqual([]);
    page.readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("readystatechange"));
    expect(page.observed.map((el) => el.id)).toEqual(["a", "b"]);
  });

  it("never hides a section taller than the window", () => {
    const page = run();
    page.callback([
      {
        target: page.section("a"),
        isIntersecting: false,
        boundingClientRect: { height: innerHeight + 1 },
      },
    ]);
    expect(page.state("a")).toBe("shown");
  });

  it("shows a section a fast scroll has already passed, without it ever being in view", () => {
    const page = run();
    page.callback([
      {
        target: page.section("a"),
        isIntersecting: false,
        boundingClientRect: { height: 100, top: -500 },
      },
      {
        target: page.section("b"),
        isIntersecting: false,
        boundingClientRect: { height: 100, top: innerHeight + 500 },
      },
    ]);
    expect(page.state("a")).toBe("shown");
    expect(page.state("b")).toBe("hidden");
  });

  it("hides nothing with reduced motion or without IntersectionObserver", () => {
    for (const options of [{ motion: false }, { observer: false }]) {
      const page = run(options);
      expect(page.state("a")).toBeNull();
      expect(page.observed).toEqual([]);
    }
  });

  it("shows a hidden section that a scroll jumped past, which the observer never reports", async () => {
    const page = run();
    page.callback([
      { target: page.section("a"), isIntersecting: false, boundingClientRect: { height: 100 } },
    ]);
    expect(page.state("a")).toBe("hidden");
    page.section("a").getBoundingClientRect = () => ({ bottom: -20 }) as DOMRect;
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(page.state("a")).toBe("shown");
    expect(page.unobserved.map((el) => el.id)).toEqual(["a"]);
  });

  it("leaves a hidden section below the window hidden after a scroll", async () => {
    const page = run();
    page.callback([
      { target: page.section("b"), isIntersecting: false, boundingClientRect: { height: 100 } },
    ]);
    page.section("b").getBoundingClientRect = () => ({ bottom: 2000 }) as DOMRect;
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(page.state("b")).toBe("hidden");
  });
});
