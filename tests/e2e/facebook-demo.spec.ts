import { expect, test, type Page } from "./fixtures";
import { gotoHydrated as gotoHydratedPage } from "./support";

/** Hydrated, and the page's lazily loaded widget has arrived (it replaces its prerendered HTML). */
async function gotoHydrated(page: Page, path: string) {
  await gotoHydratedPage(page, path);
  await page.waitForLoadState("networkidle");
}

// Builds and browsers share a busy machine: allow slow page loads.
test.describe.configure({ timeout: 120_000 });

test.describe("social page demo", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows an example before any input, even without JavaScript", async ({ page }) => {
      await page.goto("/facebook-demo");
      await expect(page.getByText("Demo: runs in your browser, nothing is posted")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Example output" })).toBeVisible();
      await expect(page.getByText(/Harbor Coffee/).first()).toBeVisible();
    });
  });

  test("drafts a post, a schedule and replies from the visitor's business", async ({ page }) => {
    await gotoHydrated(page, "/facebook-demo");
    await page.getByLabel("Business name").fill("Sunrise Bakery");
    await page.getByLabel("What do you want to post about?").fill("fresh sourdough loaves");
    await page.getByLabel("Tone of voice").selectOption("professional");
    await page.getByRole("button", { name: "Generate demo" }).click();

    await expect(page.getByRole("heading", { name: "Your demo output" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Demo output generated for Sunrise Bakery.");
    const post = page.getByRole("region", { name: "Drafted post" });
    await expect(post).toContainText("fresh sourdough loaves");
    await expect(post).toContainText("#SunriseBakery");
    await expect(
      page.getByRole("region", { name: "Proposed publishing schedule" }).getByRole("listitem"),
    ).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Automated replies to comments" }).getByRole("listitem"),
    ).toHaveCount(3);
    await expect(
      page.getByRole("link", { name: "Talk to us about social automation" }),
    ).toHaveAttribute("href", "/get-started-form?interest=FB%20Business%20Automation");
  });

  test("asks for a business and a topic before generating", async ({ page }) => {
    await gotoHydrated(page, "/facebook-demo");
    await page.getByRole("button", { name: "Generate demo" }).click();
    await expect(page.getByRole("heading", { name: "Example output" })).toBeVisible();
    await expect(page.getByLabel("Business name")).toBeFocused();
  });
});
