import { expect, test } from "./fixtures";
import { expectToast, gotoForm } from "./forms-support";
import { expectNoAxeViolations, widths } from "./support";

test.describe("sign-in form", () => {
  test("shows the page's parts and an honest password-reset answer", async ({ page }) => {
    await gotoForm(page, "/login");
    await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    await expect(page.getByRole("link", { name: "Request an invite" })).toHaveAttribute(
      "href",
      "/get-started",
    );
    const forgot = page.getByRole("button", { name: "Forgot password?" });
    await expect(forgot).toHaveAttribute("aria-expanded", "false");
    await forgot.click();
    await expect(forgot).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByText(/Password resets are handled by your workspace admin/),
    ).toBeVisible();
  });

  test("refuses empty fields with 'Please fill in all fields' and focuses the first", async ({
    page,
  }) => {
    await gotoForm(page, "/login");
    await page.getByLabel("Password").fill("   ");
    await page.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Error", "Please fill in all fields");
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  });

  test("logs in after 1.5 s of 'Logging in...' with the button disabled", async ({ page }) => {
    await gotoForm(page, "/login");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Password").fill("correct horse battery staple");
    await page.getByRole("button", { name: "Login" }).click();
    const busy = page.getByRole("button", { name: "Logging in..." });
    await expect(busy).toBeDisabled();
    const started = Date.now();
    await expectToast(page, "Success", "You have successfully logged in!");
    expect(Date.now() - started).toBeGreaterThan(1000);
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
    await expect(page.getByLabel("Email")).toHaveValue("ada@example.com");
  });

  test("refuses an address the browser's e-mail check rejects", async ({ page }) => {
    await gotoForm(page, "/login");
    await page.getByLabel("Email").fill("not an email");
    await page.getByLabel("Password").fill("secret");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  for (const { name, width, height } of widths) {
    test(`has no axe violations with errors showing (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await gotoForm(page, "/login");
      await page.getByRole("button", { name: "Login" }).click();
      await expectToast(page, "Error", "Please fill in all fields");
      await expectNoAxeViolations(page);
    });
  }
});
