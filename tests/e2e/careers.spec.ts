import { expect, test } from "./fixtures";
import { gotoHydrated, hydrate } from "./support";

test.describe("careers", () => {
  test("the prerendered page lists all five openings under the All tab", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(5);
  });

  test("'View Open Positions' jumps to the openings", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    await page.getByRole("link", { name: "View Open Positions" }).click();
    await expect(page).toHaveURL(/#openings$/);
    await expect(page.getByRole("heading", { name: "Open positions" })).toBeInViewport();
  });

  test("department tabs filter the openings by click and arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    // The openings hydrate on a first interaction (client:interaction).
    await hydrate(page.getByRole("tablist"));
    const panel = page.getByRole("tabpanel");
    await page.getByRole("tab", { name: "Engineering" }).click();
    await expect(panel.getByRole("link")).toHaveCount(3);
    await expect(panel.getByRole("link", { name: /Product Designer/ })).toHaveCount(0);

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Design" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Design" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(panel.getByRole("link")).toHaveCount(1);
    await expect(panel.getByRole("link", { name: /Product Designer/ })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(panel.getByRole("link", { name: /Customer Success Manager/ })).toBeVisible();
    await page.keyboard.press("Home");
    await expect(panel.getByRole("link")).toHaveCount(5);
  });

  test("a job page shows the role and its Apply link opens contact with the subject", async ({
    page,
  }) => {
    await gotoHydrated(page, "/careers");
    await page.getByRole("link", { name: /Senior AI Engineer/ }).click();
    await expect(page).toHaveURL(/\/careers\/senior-ai-engineer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Senior AI Engineer" })).toBeVisible();
    for (const name of ["What you'll do", "What we're looking for", "What we offer"]) {
      await expect(page.getByRole("heading", { name })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Careers");

    const apply = page.getByRole("link", { name: "Apply for Senior AI Engineer" }).first();
    const href = await apply.getAttribute("href");
    expect(new URL(href!, "http://x").searchParams.get("subject")).toBe(
      "Application: Senior AI Engineer",
    );
    await apply.click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    expect(new URL(page.url()).searchParams.get("subject")).toBe("Application: Senior AI Engineer");
  });

  test("a job page carries JobPosting structured data", async ({ page }) => {
    await page.goto("/careers/product-designer");
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}")));
    const nodes = graphs.flatMap((graph) => graph["@graph"] ?? [graph]);
    const posting = nodes.find((node) => node["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: "Product Designer",
      employmentType: "FULL_TIME",
      jobLocationType: "TELECOMMUTE",
      hiringOrganization: { name: "Automatica" },
    });
    expect(nodes.some((node) => node["@type"] === "BreadcrumbList")).toBe(true);
  });
});
