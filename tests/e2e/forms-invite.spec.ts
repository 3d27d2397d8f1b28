import { expect, test } from "./fixtures";
import { expectToast, gotoForm, holdApi } from "./forms-support";
import { expectNoAxeViolations, widths } from "./support";

test.describe("request-invite form", () => {
  test("refuses an empty or blank field", async ({ page }) => {
    await gotoForm(page, "/get-started");
    const field = page.getByLabel("Email or Phone");
    await expect(page.getByText("We'll send you an exclusive invitation")).toBeVisible();
    await field.fill("    ");
    await page.getByRole("button", { name: "Request Invite" }).click();
    await expectToast(page, "Error", "Please enter an email or phone number");
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
  });

  test("reads 'Sending...' while it sends, welcomes the visitor and keeps what was typed", async ({
    page,
  }) => {
    const release = await holdApi(page);
    await gotoForm(page, "/get-started");
    await page.getByLabel("Email or Phone").fill("+1 555 010 9999");
    await page.getByRole("button", { name: "Request Invite" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expectToast(page, "Welcome to Automatica", "We'll send you an invitation shortly.");
    await expect(page.getByRole("button", { name: "Request Invite" })).toBeEnabled();
    await expect(page.getByLabel("Email or Phone")).toHaveValue("+1 555 010 9999");
  });

  for (const { name, width, height } of widths) {
    test(`has no axe violations with errors showing (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await gotoForm(page, "/get-started");
      await page.getByRole("button", { name: "Request Invite" }).click();
      await expectToast(page, "Error", "Please enter an email or phone number");
      await expectNoAxeViolations(page);
    });
  }
});
