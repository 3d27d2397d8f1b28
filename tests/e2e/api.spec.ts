import { expect, test, type Page } from "./fixtures";
import { gotoHydrated } from "./support";

test.describe.configure({ timeout: 120_000 });

/** The reference's tabs are an island: wait until it has hydrated. */
async function gotoApi(page: Page, path = "/api") {
  await gotoHydrated(page, path);
}

test("API tabs move with the keyboard and keep the tab in the URL", async ({ page }) => {
  await gotoApi(page);
  const overview = page.getByRole("tab", { name: "Overview" });
  await expect(overview).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("https://api.automatica.example/v1").first()).toBeVisible();

  await overview.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Authentication" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page).toHaveURL(/\/api\?tab=authentication$/);
  const panel = page.getByRole("tabpanel", { name: "Authentication" });
  await expect(panel.getByText("Authorization: Bearer <key>")).toBeVisible();

  await page.keyboard.press("ArrowLeft");
  await expect(overview).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/api$/);
  await expect(
    page.getByRole("tabpanel", { name: "Overview" }).getByText("429 Too Many Requests").first(),
  ).toBeVisible();
});

test("opens the endpoints tab from the URL", async ({ page }) => {
  await gotoApi(page, "/api?tab=endpoints");
  await expect(page.getByRole("tab", { name: "Endpoints" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel", { name: "Endpoints" });
  for (const heading of [
    "GET /bots List bots",
    "GET /bots/{bot_id} Retrieve a bot",
    "POST /bots Create a bot",
    "GET /automations List automations",
    "POST /automations Create an automation",
  ]) {
    await expect(panel.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toBeHidden();
});

test("a copy button copies its code, says so and clears its marker after 2 seconds", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoApi(page, "/api?tab=examples");
  const block = page
    .getByRole("tabpanel", { name: "Examples" })
    .locator("[data-code-block]")
    .filter({ hasText: "import requests" });
  const button = block.getByRole("button", { name: "Copy Python code" });
  await button.click();
  // Text and marker together, in one look: the marker lasts 2 s, and two separate assertions can
  // take longer than that on a busy machine.
  await expect
    .poll(() =>
      button.evaluate((element) => [element.textContent, element.hasAttribute("data-copied")]),
    )
    .toEqual(["Copied", true]);
  await expect(page.getByText("Code copied to clipboard")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await block.locator("pre").textContent());
  expect(copied).toContain('BASE_URL = "https://api.automatica.example/v1"');

  // The marker clears by itself about 2 seconds after the click.
  await expect(button).toHaveText("Copy", { timeout: 4_000 });
  await expect(button).not.toHaveAttribute("data-copied");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab's content is in the page without JavaScript", async ({ page }) => {
    await page.goto("/api");
    for (const heading of ["Overview", "Authentication", "Endpoints", "Examples"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      page.getByText("100 requests per minute").or(page.getByRole("cell", { name: "1,000" })),
    ).toBeVisible();
  });
});
