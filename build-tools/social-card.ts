import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

/**
 * One page's social preview image (1200x630 PNG), drawn with satori (layout and text to SVG) and
 * resvg (SVG to PNG), in the brand's colours and the self-hosted Inter. What it shows comes from
 * the built page's head (build-tools/social-images.ts): nothing here knows a page.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump whenever the drawing below changes: every cached image is drawn again. */
export const TEMPLATE_VERSION = 2;

/** What a card shows: the page's title, its section's label, the details line and the brand. */
export interface CardInputs {
  title: string;
  section: string;
  details: readonly string[];
  brand: string;
}

/** The site's brand colours (src/app.css --color-brand-*) and the logo's violet. */
const COLOR = {
  background: "#312e81", // brand-900
  circle: "#3730a3", // brand-800
  pill: "#4f46e5", // brand-600
  details: "#c7d2fe", // brand-200
  text: "#ffffff",
  violet: "#7c3aed",
};

const PADDING_X = 80;
/** The width the title wraps in. */
export const TITLE_WIDTH = CARD_WIDTH - 2 * PADDING_X;
const TITLE_LINE_HEIGHT = 1.12;
/** The title's sizes, largest first: the first at which it fits in three lines is used. */
export const TITLE_SIZES = [80, 72, 64, 56, 50, 44, 40] as const;
export const TITLE_MAX_LINES = 3;

/**
 * Advance widths of Inter Bold (@fontsource/inter 5.3, latin, 700) for the printable ASCII
 * characters U+0020 to U+007E, in hundredths of an em, rounded up; read with opentype.js. Other
 * characters count as a wide capital (0.8 em). Kerning only ever narrows a line, so a title measured
 * with these never runs wider than measured.
 */
const INTER_700_WIDTHS = [
  24, 34, 56, 65, 66, 102, 68, 34, 38, 38, 56, 68, 34, 47, 34, 39, 68, 44, 63, 65, 68, 63, 65, 59,
  66, 65, 34, 35, 68, 68, 68, 56, 102, 75, 67, 74, 73, 61, 59, 76, 75, 29, 59, 72, 57, 94, 77, 78,
  65, 78, 66, 66, 67, 74, 75, 104, 74, 74, 67, 38, 39, 38, 49, 48, 37, 59, 64, 59, 64, 60, 40, 64,
  63, 28, 28, 59, 28, 92, 63, 62, 64, 64, 41, 57, 37, 63, 60, 86, 59, 61, 58, 47, 38, 47, 68,
];

/** The width of a text in Inter Bold at a font size, in pixels (never less than drawn). */
export function textWidth(text: string, fontSize: number): number {
  let hundredths = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    hundredths += (code >= 32 && code < 127 ? INTER_700_WIDTHS[code - 32] : undefined) ?? 80;
  }
  return (hundredths / 100) * fontSize;
}

/** The lines a text wraps to at a font size: greedy, at spaces only, as satori wraps it. */
export function wrapLines(text: string, fontSize: number, width = TITLE_WIDTH): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The title's size and lines: the largest size at which it takes at most three lines and its
 * longest word fits a line (a word is never cut); the smallest size if none does.
 */
export function titleLayout(title: string): { fontSize: number; lines: string[] } {
  for (const fontSize of TITLE_SIZES) {
    const lines = wrapLines(title, fontSize);
    if (
      lines.length <= TITLE_MAX_LINES &&
      lines.every((line) => textWidth(line, fontSize) <= TITLE_WIDTH)
    )
      return { fontSize, lines };
  }
  const fontSize = TITLE_SIZES.at(-1)!;
  return { fontSize, lines: wrapLines(title, fontSize) };
}

/** A satori node: the same shape as a React element, without React. */
interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: unknown; [key: string]: unknown };
}
const h = (
  type: string,
  style: Record<string, string | number>,
  children?: unknown,
  props: Record<string, unknown> = {},
): CardNode => ({ type, props: { ...props, style, children } });

/** The logo (public/logo.svg) as an image source. */
const svgSource = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/**
 * The card as satori nodes: the section's label at the top, the title large in the middle with
 * the details under it, the logo and the brand's name at the bottom, on the brand's indigo.
 */
export function cardElement(card: CardInputs, logoSvg: string): CardNode {
  const { fontSize, lines } = titleLayout(card.title);
  return h(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      flexDirection: "column",
      position: "relative",
      boxSizing: "border-box",
      backgroundColor: COLOR.background,
      color: COLOR.text,
      fontFamily: "Inter",
      padding: `64px ${PADDING_X}px 72px`,
    },
    [
      // Decoration: a large circle of a lighter indigo off the top right corner, and the logo's
      // indigo-to-violet gradient as a band along the bottom. (More circles cost bytes: each edge
      // that crosses the title's glyphs compresses worse; the longest titles stay near 60 KB.)
      h("div", {
        position: "absolute",
        top: -300,
        right: -220,
        width: 560,
        height: 560,
        borderRadius: 280,
        backgroundColor: COLOR.circle,
      }),
      h("div", {
        position: "absolute",
        left: 0,
        bottom: 0,
        width: CARD_WIDTH,
        height: 14,
        backgroundImage: `linear-gradient(90deg, ${COLOR.pill}, ${COLOR.violet})`,
      }),
      // Positioned, as the decoration is, so that they paint over it (CSS paints positioned boxes
      // after the others).
      h("div", { display: "flex", position: "relative" }, [
        h(
          "div",
          {
            backgroundColor: COLOR.pill,
            borderRadius: 999,
            padding: "10px 26px",
            fontSize: 28,
            fontWeight: 600,
            letterSpacing: 1,
          },
          card.section,
        ),
      ]),
      h(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          flexGrow: 1,
          position: "relative",
        },
        [
          h(
            "div",
            {
              display: "flex",
              flexDirection: "column",
              width: TITLE_WIDTH,
              fontSize,
              fontWeight: 700,
              lineHeight: TITLE_LINE_HEIGHT,
            },
            // One block per line as measured, so the lines are the ones titleLayout chose.
            lines.map((line) => h("div", { display: "flex", whiteSpace: "nowrap" }, line)),
          ),
          ...(card.details.length
            ? [
                h(
                  "div",
                  { display: "flex", marginTop: 28, fontSize: 32, color: COLOR.details },
                  card.details.join("  ·  "),
                ),
              ]
            : []),
        ],
      ),
      h("div", { display: "flex", alignItems: "center", position: "relative" }, [
        h("img", { width: 64, height: 64 }, undefined, {
          src: svgSource(logoSvg),
          width: 64,
          height: 64,
        }),
        h(
          "div",
          { marginLeft: 20, fontSize: 40, fontWeight: 800, letterSpacing: -0.5 },
          card.brand,
        ),
      ]),
    ],
  );
}

/** The files a card is drawn with: Inter (its .woff files, OFL) and the logo. */
export interface CardAssets {
  fonts: { weight: 400 | 600 | 700 | 800; data: Buffer }[];
  logoSvg: string;
  /** satori's and resvg's versions: a new renderer may draw differently. */
  renderer: string;
}

const require = createRequire(import.meta.url);
const versionOf = (name: string) =>
  (require(`${name}/package.json`) as { version: string }).version;

/** Reads the fonts from node_modules and the logo from public/: nothing from another host. */
export function loadCardAssets(logoFile: URL | string): CardAssets {
  return {
    fonts: ([400, 600, 700, 800] as const).map((weight) => ({
      weight,
      data: fs.readFileSync(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
    logoSvg: fs.readFileSync(logoFile, "utf8"),
    renderer: `satori@${versionOf("satori")} resvg@${versionOf("@resvg/resvg-js")}`,
  };
}

/**
 * The name of a card's image in the cache: a hash of what it shows, the template's version, the
 * renderer's and the bytes of the fonts and logo. It changes when any of them does, and only then.
 */
export function cacheKey(card: CardInputs, assets: CardAssets): string {
  const hash = crypto.createHash("sha256");
  hash.update(
    JSON.stringify({
      template: TEMPLATE_VERSION,
      renderer: assets.renderer,
      title: card.title,
      section: card.section,
      details: card.details,
      brand: card.brand,
    }),
  );
  for (const font of assets.fonts) hash.update(`${font.weight}`).update(font.data);
  hash.update(assets.logoSvg);
  return hash.digest("hex").slice(0, 32);
}

/** The card as SVG (satori). */
export function cardSvg(card: CardInputs, assets: CardAssets): Promise<string> {
  return satori(cardElement(card, assets.logoSvg) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: assets.fonts.map((font) => ({
      name: "Inter",
      data: font.data,
      weight: font.weight,
      style: "normal" as const,
    })),
  });
}

/** The card as a 1200x630 PNG. */
export async function renderCard(card: CardInputs, assets: CardAssets): Promise<Buffer> {
  const svg = await cardSvg(card, assets);
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng());
}

/** A PNG's width and height, from its IHDR chunk; throws if the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const isPng =
    png.byteLength >= 24 &&
    signature.every((byte, index) => png[index] === byte) &&
    String.fromCharCode(...png.subarray(12, 16)) === "IHDR";
  if (!isPng) throw new Error("not a PNG (no signature and IHDR chunk)");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
