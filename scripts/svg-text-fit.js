// @ts-check
// Labels in our SVG illustrations must fit their boxes in whatever font the visitor's machine has.
// An SVG shown with <img> cannot use the page's fonts: its <text> falls back to a system font,
// which may be far wider than the one it was drawn with (DejaVu Sans on Linux). So each label is
// measured with a deliberately wide estimate of a sans-serif font and must fit inside the smallest
// rectangle around it. Characters that only an emoji or symbol font has are not allowed at all:
// without that font they render as empty boxes (icons are drawn as paths instead).
// @ts-expect-error -- jsdom ships no type declarations (no @types/jsdom installed)
import { JSDOM } from "jsdom";

const { DOMParser } = new JSDOM("").window;

/**
 * Glyph widths in em of a wide sans-serif, regular weight: about 0.6 em on average for running
 * text, some 10 % over DejaVu Sans (itself one of the widest system fonts) as measured in Chromium.
 */
const NARROW = new Set([..." .,:;'!|()[]ijlfrt"]);
const WIDE = new Set([..."mwMW@"]);
/** @param {string} char */
const charWidth = (char) => {
  if (NARROW.has(char)) return 0.4;
  if (WIDE.has(char)) return 1;
  if (/[A-Z0-9#$%&+=?<>/]/.test(char)) return 0.78;
  return 0.65;
};

/**
 * The width a label may take in the widest plausible fallback sans-serif font.
 * @param {string} text @param {number} fontSize @param {number} fontWeight
 */
export function estimateTextWidth(text, fontSize, fontWeight = 400) {
  const em = [...text].reduce((sum, char) => sum + charWidth(char), 0);
  return em * fontSize * (fontWeight >= 600 ? 1.12 : 1);
}

/**
 * Characters every system font has: Latin-1 and general punctuation (dashes, quotes, ellipsis).
 * Ticks, hearts, arrows, dots and emoji are drawn as paths instead.
 */
const SAFE_TEXT = /^[\u0020-\u007e\u00a0-\u00ff\u2010-\u2027\u2030-\u203a]*$/;

/** @typedef {{ x: number, y: number, width: number, height: number }} Box */

/**
 * The translate/scale of an element in the SVG's coordinates (rotations are not supported and
 * reported as such).
 * @param {Element} element
 */
function placement(element) {
  let tx = 0;
  let ty = 0;
  let scale = 1;
  const chain = [];
  for (
    let node = element;
    node && node.nodeType === 1;
    node = /** @type {Element} */ (node.parentNode)
  )
    chain.unshift(node);
  for (const node of chain) {
    const transform = node.getAttribute("transform");
    if (!transform) continue;
    for (const [, fn, args] of transform.matchAll(/(\w+)\(([^)]*)\)/g)) {
      const [a = 0, b] = (args ?? "")
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (fn === "translate") {
        tx += a * scale;
        ty += (b ?? 0) * scale;
      } else if (fn === "scale") {
        scale *= a;
      } else {
        return null;
      }
    }
  }
  return { tx, ty, scale };
}

/** @param {Element} element @param {string} name @param {string} fallback */
function inherited(element, name, fallback) {
  for (
    let node = element;
    node && node.nodeType === 1;
    node = /** @type {Element} */ (node.parentNode)
  ) {
    const value = node.getAttribute(name);
    if (value) return value;
  }
  return fallback;
}

/**
 * Every label in `source` that does not fit its box or uses a character a fallback font lacks.
 * @param {string} source
 * @returns {string[]}
 */
export function labelProblems(source) {
  const doc = new DOMParser().parseFromString(source, "image/svg+xml");
  const root = doc.documentElement;
  const [
    ,
    ,
    vbWidth = Number(root.getAttribute("width")),
    vbHeight = Number(root.getAttribute("height")),
  ] = (root.getAttribute("viewBox") ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  /** @type {Box[]} */
  const boxes = [{ x: 0, y: 0, width: vbWidth, height: vbHeight }];
  for (const rect of root.getElementsByTagName("rect")) {
    const at = placement(rect);
    if (!at) continue;
    const width = Number(rect.getAttribute("width") ?? 0) * at.scale;
    const height = Number(rect.getAttribute("height") ?? 0) * at.scale;
    if (!width || !height || rect.getAttribute("fill") === "none") continue;
    const x = at.tx + Number(rect.getAttribute("x") ?? 0) * at.scale;
    const y = at.ty + Number(rect.getAttribute("y") ?? 0) * at.scale;
    boxes.push({ x, y, width, height });
  }

  const problems = [];
  for (const text of root.getElementsByTagName("text")) {
    const label = (text.textContent ?? "").trim();
    if (!SAFE_TEXT.test(label)) {
      problems.push(`"${label}" uses a character that fallback fonts lack (draw it as a path)`);
    }
    const at = placement(text);
    if (!at) {
      problems.push(`"${label}" is rotated or skewed: cannot check that it fits`);
      continue;
    }
    const fontSize = Number.parseFloat(inherited(text, "font-size", "16")) * at.scale;
    const weight = inherited(text, "font-weight", "400");
    const fontWeight = weight === "bold" ? 700 : Number(weight) || 400;
    const width = estimateTextWidth(label, fontSize, fontWeight);
    const x = at.tx + Number(text.getAttribute("x") ?? 0) * at.scale;
    const y = at.ty + Number(text.getAttribute("y") ?? 0) * at.scale;
    const anchor = inherited(text, "text-anchor", "start");
    const left = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
    const right = left + width;
    const top = y - fontSize * 0.8;
    const bottom = y + fontSize * 0.2;
    // The smallest box holding the label's anchor point is the one it is drawn in.
    const probe = {
      x: anchor === "start" ? x + 1 : anchor === "end" ? x - 1 : x,
      y: y - fontSize * 0.35,
    };
    const box = boxes
      .filter(
        (b) =>
          probe.x >= b.x && probe.x <= b.x + b.width && probe.y >= b.y && probe.y <= b.y + b.height,
      )
      .sort((a, b) => a.width * a.height - b.width * b.height)[0];
    if (!box) {
      problems.push(`"${label}" starts outside the picture`);
      continue;
    }
    const margin = box.width === vbWidth && box.height === vbHeight ? 0 : 4;
    if (left < box.x + margin || right > box.x + box.width - margin) {
      problems.push(
        `"${label}" may be ${Math.round(width)} px wide at ${fontSize} px: it spans ${Math.round(left)}-${Math.round(right)}, its box ${Math.round(box.x)}-${Math.round(box.x + box.width)}`,
      );
    } else if (top < box.y || bottom > box.y + box.height) {
      problems.push(`"${label}" sticks out of its box vertically`);
    }
  }
  return problems;
}
