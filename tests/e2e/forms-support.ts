import { expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./support";

/** Loads a page with a lazily loaded form and waits until that form is hydrated. */
export async function gotoForm(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.locator('form[data-interactive="true"]').waitFor();
}

/** A toast with this title and description is showing. */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: description });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}
