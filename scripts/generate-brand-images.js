// @ts-check
// Renders the raster brand images from public/logo.svg with the system Chromium: favicon.ico,
// apple-touch-icon.png, icon-192.png, icon-512.png and the default social image og-default.png
// (1200x630). Run after changing the logo or the brand copy: node scripts/generate-brand-images.js
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
await icon(192, "public/icon-192.png", 0);
await icon(512, "public/icon-512.png", 0);
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

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<body style="margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;color:#fff;
  background:radial-gradient(circle at 15% 20%,#818cf8 0,transparent 45%),radial-gradient(circle at 85% 80%,#c084fc 0,transparent 40%),linear-gradient(135deg,#312e81,#4f46e5 55%,#6d28d9);
  display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box">
  <div style="display:flex;align-items:center;gap:24px"><div style="width:96px;height:96px">${logo.replace('width="512" height="512"', 'width="96" height="96"')}</div>
  <div style="font-size:64px;font-weight:800;letter-spacing:-1px">Automatica</div></div>
  <div style="margin-top:40px;font-size:52px;font-weight:700;line-height:1.15;max-width:960px">AI chatbots, workflow automation and social-page automation</div>
  <div style="margin-top:28px;font-size:30px;opacity:.85">Give your team its time back.</div></body>`);
await page.screenshot({ path: "public/og-default.jpg", type: "jpeg", quality: 88 });
await browser.close();
console.log("brand images written to public/");
