// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import interaction from "./client-interaction";

/** An island as the build writes it: a tab button, a search field and a form, not hydrated. */
function island() {
  const element = document.createElement("astro-island");
  element.innerHTML =
    '<button type="button" id="tab">Engineering</button><input id="search">' +
    '<form method="post" action="/api/contact"><input name="name" value="Ada"><button type="submit">Send</button></form>';
  document.body.append(element);
  return element;
}

/**
 * What the island's framework does when it hydrates, recorded: the clicks, typed values and
 * submits its own handlers see from then on.
 */
function framework(element: HTMLElement, { fails = false } = {}) {
  const seen: string[] = [];
  let release = () => {};
  const ready = new Promise<void>((resolve) => (release = resolve));
  const hydrate = vi.fn(async () => {
    if (fails) {
      element.dispatchEvent(new CustomEvent("astro:hydration-error", { bubbles: true }));
      return;
    }
    element.addEventListener("click", (event) =>
      seen.push(`click #${(event.target as Element).id}`),
    );
    element.addEventListener("keydown", (event) => seen.push(`key ${event.key}`));
    element.addEventListener("input", (event) =>
      seen.push(`input ${(event.target as HTMLInputElement).value}`),
    );
    element.addEventListener("submit", (event) => {
      event.preventDefault();
      seen.push("submit");
    });
  });
  const load = vi.fn(async () => {
    await ready;
    return hydrate;
  });
  return { seen, load, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = (element: HTMLElement, load: () => Promise<() => Promise<void>>, value?: string) =>
  interaction(load, { name: "interaction", value: value ?? "" }, element);

let plainPost: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  plainPost = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("client:interaction", () => {
  it("loads nothing until the visitor interacts", async () => {
    const element = island();
    const { load } = framework(element);
    start(element, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it("hydrates on a click and makes that click again on the same element once hydrated", async () => {
    const element = island();
    const { seen, load, release } = framework(element);
    start(element, load);
    element.querySelector<HTMLButtonElement>("#tab")!.click();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    release();
    await settle();
    expect(seen).toEqual(["click #tab"]);
  });

  it("says where it is in data-hydration: nothing while waiting, loading, then done a frame after", async () => {
    const element = island();
    const { load, release } = framework(element);
    start(element, load);
    await settle();
    expect(element.hasAttribute("data-hydration")).toBe(false);
    element.querySelector<HTMLButtonElement>("#tab")!.click();
    expect(element.getAttribute("data-hydration")).toBe("loading");
    release();
    await settle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(element.getAttribute("data-hydration")).toBe("done");
  });

  it("marks the island failed when it cannot hydrate", async () => {
    const element = island();
    const { load, release } = framework(element, { fails: true });
    start(element, load);
    element.querySelector<HTMLButtonElement>("#tab")!.click();
    release();
    await settle();
    expect(element.getAttribute("data-hydration")).toBe("failed");
  });

  it("hydrates on a key and presses it again once hydrated, but leaves Tab to the browser", async () => {
    const element = island();
    const { seen, load, release } = framework(element);
    start(element, load);
    const tab = element.querySelector<HTMLButtonElement>("#tab")!;
    const arrow = new KeyboardEvent("keydown", {
      key: "ArrowRight",
      bubbles: true,
      cancelable: true,
    });
    const tabKey = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    tab.dispatchEvent(arrow);
    tab.dispatchEvent(tabKey);
    expect(arrow.defaultPrevented).toBe(true);
    expect(tabKey.defaultPrevented).toBe(false);
    release();
    await settle();
    expect(seen).toEqual(["key ArrowRight"]);
  });

  it("keeps what was typed and hands it to the hydrated island", async () => {
    const element = island();
    const { seen, load, release } = framework(element);
    start(element, load);
    const search = element.querySelector<HTMLInputElement>("#search")!;
    search.value = "shop";
    search.dispatchEvent(new Event("input", { bubbles: true }));
    release();
    await settle();
    expect(search.value).toBe("shop");
    expect(seen.at(-1)).toBe("input shop");
  });

  it("holds a submit and sends it again once hydrated", async () => {
    const element = island();
    const { seen, load, release } = framework(element);
    start(element, load);
    const form = element.querySelector("form")!;
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    release();
    await settle();
    expect(seen).toEqual(["submit"]);
    expect(plainPost).not.toHaveBeenCalled();
  });

  it("posts a held form plainly when the island cannot hydrate", async () => {
    const element = island();
    const { load, release } = framework(element, { fails: true });
    start(element, load);
    element
      .querySelector("form")!
      .dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    release();
    await settle();
    expect(plainPost).toHaveBeenCalledTimes(1);
  });

  it("posts a held form plainly after 15 s, and only once the browser is online", async () => {
    vi.useFakeTimers();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const element = island();
    const { load } = framework(element); // never released: the code does not arrive
    start(element, load);
    element
      .querySelector("form")!
      .dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await vi.advanceTimersByTimeAsync(14_000);
    expect(plainPost).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(plainPost).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(plainPost).toHaveBeenCalledTimes(1);
  });

  it("with event names as its value, only those start it", async () => {
    const element = island();
    const { load } = framework(element);
    start(element, load, "click");
    element
      .querySelector<HTMLInputElement>("#search")!
      .dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    element.querySelector<HTMLButtonElement>("#tab")!.click();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("client:interaction that hydrates by itself", () => {
  it("hydrates when idle if the storage key it names is set, and not otherwise", async () => {
    const idle = vi.fn((callback: () => void) => callback());
    vi.stubGlobal("requestIdleCallback", idle);
    const element = island();
    const { load } = framework(element);
    start(element, load, "stored:automatica.reading-list");
    expect(load).not.toHaveBeenCalled();
    localStorage.setItem("automatica.reading-list", '["business-automation"]');
    start(element, load, "stored:automatica.reading-list");
    expect(load).toHaveBeenCalledTimes(1);
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("with idle, hydrates when the browser is idle without an interaction, marked idle until then", async () => {
    let idle = () => {};
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => (idle = callback));
    const element = island();
    const { load, release } = framework(element);
    start(element, load, "idle");
    expect(element.getAttribute("data-hydration")).toBe("idle");
    expect(load).not.toHaveBeenCalled();
    idle();
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await settle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(element.getAttribute("data-hydration")).toBe("done");
    vi.unstubAllGlobals();
  });

  it("with idle, still holds a click made before it hydrated and makes it again", async () => {
    vi.stubGlobal("requestIdleCallback", () => 0);
    const element = island();
    const { seen, load, release } = framework(element);
    start(element, load, "idle");
    element.querySelector<HTMLButtonElement>("#tab")!.click();
    expect(load).toHaveBeenCalledTimes(1);
    release();
    await settle();
    expect(seen).toEqual(["click #tab"]);
    vi.unstubAllGlobals();
  });
});
