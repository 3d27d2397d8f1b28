import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, widths } from "./support";

const pages = [
  "/resources",
  "/solutions",
  "/about",
  "/careers",
  "/partners",
  "/careers/senior-ai-engineer",
  "/careers/product-designer",
  "/industries/healthcare",
  "/industries/legal",
  "/industries/cnf",
];

for (const viewport of widths) {
  test.describe(`company pages at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("partner buttons open contact with a subject naming the programme", async ({ page }) => {
  await page.goto("/partners");
  const apply = page.getByRole("link", { name: /^Apply Now to become one of our Technology/ });
  const href = await apply.getAttribute("href");
  expect(new URL(href!, "http://x").searchParams.get("subject")).toBe(
    "Partner application: Technology",
  );
  const learn = page.getByRole("link", { name: "Learn More about Solution Partners" });
  expect(new URL((await learn.getAttribute("href"))!, "http://x").searchParams.get("subject")).toBe(
    "Solution partnership",
  );
});

test("about links to get-started, careers and contact", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByText(/founded in 2022/i).first()).toBeVisible();
  await expect(page.getByText("Native integrations")).toBeVisible();
  await expect(page.locator('main a[href="/get-started"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/careers"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/contact"]')).toHaveCount(1);
});
