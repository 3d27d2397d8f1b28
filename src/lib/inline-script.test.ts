// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { inlineScript } from "./inline-script";

function greet(target: string, times: number) {
  const element = document.getElementById(target);
  if (element) element.textContent = "hello ".repeat(times).trim();
}

describe("an inline head script", () => {
  it("calls the function with its arguments when the page runs it", () => {
    document.body.innerHTML = '<p id="out"></p>';
    new Function(inlineScript(greet, "out", 2))();
    expect(document.getElementById("out")?.textContent).toBe("hello hello");
  });

  it("is minified: no comments, no long local names, shorter than the source", () => {
    const script = inlineScript(greet, "out", 1);
    expect(script).not.toContain("element");
    expect(script.length).toBeLessThan(greet.toString().length);
  });

  it("carries its arguments as JSON, so text with quotes cannot break out of it", () => {
    document.body.innerHTML = '<p id="a&quot;b"></p>';
    const script = inlineScript(greet, 'a"b', 1);
    expect(() => new Function(script)()).not.toThrow();
  });
});
