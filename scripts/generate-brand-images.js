// @ts-check
// Renders the raster brand images from public/logo.svg with the system Chromium: favicon.ico,
// and apple-touch-icon.png. Run after changing the logo:
// node scripts/generate-brand-images.js. (Every page's social image is drawn by the build:
// build-tools/social-images.ts.)
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "./find-chromium.js";

const logo = fs.readFileSync("public/logo.svg", "utf8");
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage();

/** @param {number} size @param {string} file @param {number} padding */
async function icon(size, file, padding = 0) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:${padding ? "#4f46e5" : "transparent"};display:grid;place-items:center;height:${size}px">` +
      `<div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${logo.replace('width="512" height="512"', 'width="100%" height="100%"')}</div></body>`,
  );
  return page.screenshot({ path: file, omitBackground: !padding });
}

await icon(180, "public/apple-touch-icon.png", 0);
const png32 = await icon(32, "/tmp/favicon-32.png", 0);
// An .ico holding one 32x32 PNG.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync("public/favicon.ico", Buffer.concat([header, png32]));

await browser.close();
console.log("brand images written to public/");
