import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerPolicy, PAGE_POLICIES_FILE, STRICT_POLICY } from "./csp.ts";
import { loadPageShell, pageShellFile, parseShell } from "./page-shells.ts";

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";
const SHELL =
  `<!doctype html><html><head>` +
  `<title>{{title}} | Automatica</title></head><body><h1 class="text-ink">{{title}}</h1>` +
  `{{#anyErrors}}<ul>{{#errors}}<li><span>{{field}}:</span> {{error}}</li>{{/errors}}</ul>{{/anyErrors}}` +
  `{{^errors}}<p>Nothing to fix</p>{{/errors}}` +
  `<a href="{{href}}">back</a><textarea name="needs">{{needs}}</textarea></body></html>`;
const slots = {
  title: "Please check the form",
  anyErrors: true,
  errors: [
    { field: "Name", error: "Name must be at least 2 characters" },
    { field: "Email", error: "Invalid email address" },
  ],
  href: "/contact",
  needs: "Invoices",
};

describe("a page shell", { timeout: 30_000 }, () => {
  const shell = parseShell(SHELL, "test", headerPolicy(POLICY));

  it("fills its text slots, repeats a list's part for each item and drops a part for false", () => {
    const { html } = shell.fill(slots);
    expect(html).toContain("<title>Please check the form | Automatica</title>");
    expect(html).toContain('<h1 class="text-ink">Please check the form</h1>');
    expect(html).toContain(
      "<ul><li><span>Name:</span> Name must be at least 2 characters</li>" +
        "<li><span>Email:</span> Invalid email address</li></ul>",
    );
    expect(html).not.toContain("Nothing to fix");
    expect(html).not.toMatch(/\{\{|\}\}/);
    const none = shell.fill({ ...slots, anyErrors: false, errors: [] }).html;
    expect(none).not.toContain("<ul>");
    expect(none).toContain("<p>Nothing to fix</p>");
  });

  it("keeps a text area's first newline (the parser drops one right after the tag)", () => {
    expect(shell.fill({ ...slots, needs: "\nline two" }).html).toContain(
      '<textarea name="needs">\n\nline two</textarea>',
    );
  });

  it("is sent with the policy the build took from it, or by default the strict one", () => {
    expect(shell.fill(slots).policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'",
    );
    expect(parseShell("<p>{{title}}</p>", "bare").fill({ title: "x" }).policy).toBe(STRICT_POLICY);
  });

  it("leaves the text of its scripts and styles alone, however it looks", () => {
    const scripted = parseShell(
      "<script>const a={{b}};</script><style>x{{y}}</style><p>{{title}}</p>",
      "scripts",
    );
    expect([...scripted.slots]).toEqual(["title"]);
    expect(scripted.fill({ title: "t" }).html).toBe(
      "<script>const a={{b}};</script><style>x{{y}}</style><p>t</p>",
    );
  });

  it("names its slots and parts", () => {
    expect([...shell.slots].sort()).toEqual(
      ["anyErrors", "error", "errors", "field", "href", "needs", "title"].sort(),
    );
  });

  it("fails loudly on a slot without text, a part without a list, and markers that do not nest", () => {
    const { needs: _needs, ...withoutNeeds } = slots;
    expect(() => shell.fill(withoutNeeds)).toThrow("no text for {{needs}}");
    expect(() => shell.fill({ ...slots, title: true })).toThrow("no text for {{title}}");
    expect(() => shell.fill({ ...slots, anyErrors: "yes" })).toThrow(
      "no list or flag for {{#anyErrors}}",
    );
    expect(() => parseShell("{{#a}}{{#b}}{{/a}}{{/b}}", "x")).toThrow("closes nothing open");
    expect(() => parseShell("{{#a}}", "x")).toThrow("never closed");
  });

  it("puts any text a visitor typed in as text only: no element, attribute or marker of its own", () => {
    const attribute = parseShell('<input name="x" value="{{value}}"><p>{{text}}</p>', "fuzz");
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string(), (value, text) => {
        const { html } = attribute.fill({ value, text });
        const inside = html.slice('<input name="x" value="'.length, html.indexOf('"><p>'));
        // Nothing that could end the attribute or open a tag survives; what remains decodes back.
        expect(inside).not.toMatch(/["<>]/);
        expect(html.endsWith("</p>")).toBe(true);
        expect(html.slice(html.indexOf("<p>") + 3, -4)).not.toMatch(/[<>]/);
        const decode = (escaped: string) =>
          escaped
            .replaceAll("&lt;", "<")
            .replaceAll("&gt;", ">")
            .replaceAll("&quot;", '"')
            .replaceAll("&#39;", "'")
            .replaceAll("&amp;", "&");
        expect(decode(inside)).toBe(value);
      }),
      { numRuns: 200 },
    );
    // A value that looks like a marker stays text: slots are read from the shell, not the values.
    expect(attribute.fill({ value: "{{text}}", text: "t" }).html).toContain('value="{{text}}"');
  });
});

describe("loading a page shell", () => {
  it("reads the build's shell beside its client directory, and the fallback without one", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "automatica-shells-"));
    try {
      const dir = path.join(root, "client");
      const fallback = "<p>bare {{title}}</p>";
      expect(loadPageShell(dir, "form-message", fallback).fill({ title: "x" }).html).toBe(
        "<p>bare x</p>",
      );
      expect(loadPageShell(undefined, "form-message", fallback).fill({ title: "x" }).html).toBe(
        "<p>bare x</p>",
      );
      const file = pageShellFile(dir, "form-message");
      expect(file).toBe(path.join(root, "page-shells", "form-message.html"));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, "<h1>{{title}}</h1>");
      const shell = loadPageShell(dir, "form-message", fallback).fill({ title: "<x>" });
      expect(shell.html).toBe("<h1>&lt;x&gt;</h1>");
      expect(shell.policy).toBe(STRICT_POLICY);
      // With the policy the build moved out of it (server/csp.ts, movePoliciesOut).
      fs.writeFileSync(
        path.join(root, PAGE_POLICIES_FILE),
        JSON.stringify({ "page-shells/form-message.html": POLICY }),
      );
      expect(loadPageShell(dir, "form-message", fallback).fill({ title: "x" }).policy).toBe(
        headerPolicy(POLICY),
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
