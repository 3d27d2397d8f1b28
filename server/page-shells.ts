// Pages the server answers with, drawn from page shells the build prerendered with the site's own
// layout and components (src/shared/page-shells.ts: the marker syntax, where the build puts them).
// A shell is read and parsed once; each answer fills its slots, escaping every text: whatever a
// visitor typed can only ever be text in the page, never markup, a script or a new attribute.
//
//   const shell = loadPageShell(dir, "form-message", FALLBACK);   // once, at start
//   const page = shell.fill({ title: "…", errors: [{ field: "Email", error: "…" }], … });
//   reply.type("text/html; charset=utf-8").header("Content-Security-Policy", page.policy).send(page.html);
//
// page.policy is the shell's own Content-Security-Policy (its meta, with its inline scripts'
// hashes, as server/csp.ts reads every built page): what fills the slots never adds a script.
import fs from "node:fs";
import path from "node:path";
import { PAGE_SHELLS_DIR } from "../src/shared/page-shells.ts";
import { readPagePolicies, STRICT_POLICY } from "./csp.ts";
import { escapeHtml } from "./html.ts";

/**
 * What a slot is filled with: text for `{{name}}`; for a part `{{#name}}…{{/name}}`, a list of
 * items (the part once for each, its slots filled from the item, then from around it) or a flag.
 */
export type SlotValue = string | boolean | readonly Slots[];
export interface Slots {
  readonly [name: string]: SlotValue;
}

/** A filled page: its HTML and the Content-Security-Policy header to send with it. */
export interface FilledPage {
  html: string;
  policy: string;
}

export interface PageShell {
  /** The names of its text slots and of its parts. */
  readonly slots: ReadonlySet<string>;
  /** The page with every slot filled. Throws when a slot has no value of its kind. */
  fill(slots: Slots): FilledPage;
}

type Node =
  | string
  | { kind: "slot"; name: string }
  | { kind: "part"; name: string; inverted: boolean; children: Node[] };

const MARKER = /\{\{([#^/]?)([\w.:-]+)\}\}/g;

/**
 * The HTML parser drops a newline right after <textarea>: a text area whose text is a slot gets one
 * in front, so that a value's own first newline stays.
 */
const keepFirstNewline = (html: string) =>
  html.replace(/(<textarea\b[^>]*>)(?=\{\{[\w.:-]+\}\})/gi, "$1\n");

/** Where the shell's scripts and styles are: their text is theirs, never a slot. */
const rawTextRanges = (html: string) =>
  [...html.matchAll(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi)].map(
    (match) => [match.index, match.index + match[0].length] as const,
  );

function parse(template: string, source: string): Node[] {
  const root: Node[] = [];
  const open: { name: string; children: Node[] }[] = [{ name: "", children: root }];
  const raw = rawTextRanges(template);
  let last = 0;
  for (const match of template.matchAll(MARKER)) {
    if (raw.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const [marker, sign, name = ""] = match;
    const top = open[open.length - 1] ?? { name: "", children: root };
    if (match.index > last) top.children.push(template.slice(last, match.index));
    last = match.index + marker.length;
    if (sign === "") {
      top.children.push({ kind: "slot", name });
    } else if (sign === "/") {
      if (open.length === 1 || top.name !== name) {
        throw new Error(`page shell ${source}: {{/${name}}} closes nothing open`);
      }
      open.pop();
    } else {
      const children: Node[] = [];
      top.children.push({ kind: "part", name, inverted: sign === "^", children });
      open.push({ name, children });
    }
  }
  if (open.length > 1) {
    throw new Error(`page shell ${source}: {{#${open[open.length - 1]?.name}}} is never closed`);
  }
  if (last < template.length) root.push(template.slice(last));
  return root;
}

function namesOf(nodes: readonly Node[], names = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    names.add(node.name);
    if (node.kind === "part") namesOf(node.children, names);
  }
  return names;
}

/**
 * A shell from its HTML: its markers parsed once.
 * @param source the shell's name, in errors
 * @param policy the header policy to send with it (the build's, src/csp.ts), or by default
 *   STRICT_POLICY: nothing runs
 */
export function parseShell(html: string, source: string, policy = STRICT_POLICY): PageShell {
  const nodes = parse(keepFirstNewline(html), source);
  const render = (list: readonly Node[], scopes: readonly Slots[]): string => {
    let out = "";
    for (const node of list) {
      if (typeof node === "string") {
        out += node;
        continue;
      }
      const value = scopes.find((scope) => Object.hasOwn(scope, node.name))?.[node.name];
      if (node.kind === "slot") {
        if (typeof value !== "string") {
          throw new Error(`page shell ${source}: no text for {{${node.name}}}`);
        }
        out += escapeHtml(value);
      } else if (typeof value === "boolean") {
        if (value !== node.inverted) out += render(node.children, scopes);
      } else if (Array.isArray(value)) {
        const items: readonly Slots[] = value;
        if (node.inverted) {
          if (items.length === 0) out += render(node.children, scopes);
        } else {
          for (const item of items) out += render(node.children, [item, ...scopes]);
        }
      } else {
        throw new Error(`page shell ${source}: no list or flag for {{#${node.name}}}`);
      }
    }
    return out;
  };
  return {
    slots: namesOf(nodes),
    fill: (slots) => ({ html: render(nodes, [slots]), policy }),
  };
}

/** Where the build put the shell `name`: beside the client directory `dir`. */
export const pageShellFile = (dir: string, name: string): string =>
  path.join(path.dirname(dir), PAGE_SHELLS_DIR, `${name}.html`);

/**
 * The shell `name` of the build whose client directory is `dir`, read once, with the policy the
 * build took from it. Without it (no `dir`, or a server started on a directory that is not a whole
 * build, as the server's own tests do), `fallback`: a bare template with the same slots, in plain
 * HTML, under STRICT_POLICY.
 */
export function loadPageShell(dir: string | undefined, name: string, fallback: string): PageShell {
  const file = dir === undefined ? undefined : pageShellFile(dir, name);
  if (dir === undefined || file === undefined || !fs.existsSync(file)) {
    return parseShell(fallback, `${name} (no build)`);
  }
  const policy = readPagePolicies(dir).get(`${PAGE_SHELLS_DIR}/${name}.html`);
  return parseShell(fs.readFileSync(file, "utf8"), name, policy);
}
