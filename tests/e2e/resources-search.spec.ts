import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test.describe("resources search", () => {
  test("typing filters categories and popular resources, and announces the count", async ({
    page,
  }) => {
    await gotoHydrated(page, "/resources");
    const search = page.getByRole("searchbox", { name: "Search resources" });
    await expect(search).toHaveAttribute("placeholder", "Search resources...");
    await expect(page.getByRole("link", { name: /^Browse resources/ })).toHaveCount(6);

    await search.fill("api");
    await expect(page.getByRole("status")).toHaveText(/resources? found/);
    await expect(page.getByRole("link", { name: /API overview/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse resources: Community" })).toHaveCount(0);

    await search.fill("DOWNLOADS");
    await expect(page.getByRole("link", { name: /^Browse resources/ })).toHaveCount(1);
    await expect(page.getByRole("status")).toHaveText("1 resource found");
  });

  test("a search with no match shows the empty state, and clearing restores everything", async ({
    page,
  }) => {
    await gotoHydrated(page, "/resources");
    const search = page.getByRole("searchbox", { name: "Search resources" });
    await search.fill("zzzz nothing");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(search).toBeFocused();
    await expect(page.getByText("No resources match “zzzz nothing”.")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("0 resources found");
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByRole("link", { name: /^Browse resources/ })).toHaveCount(6);
  });

  test("each category links to its hub with a distinct name", async ({ page }) => {
    await page.goto("/resources");
    await expect(
      page.getByRole("link", { name: "Browse resources: Documentation" }),
    ).toHaveAttribute("href", "/docs");
    await expect(page.getByRole("link", { name: "Browse resources: Downloads" })).toHaveAttribute(
      "href",
      "/examples/templates",
    );
    await expect(page.getByRole("link", { name: "Join community" })).toHaveAttribute(
      "href",
      "/resources/community",
    );
    await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
