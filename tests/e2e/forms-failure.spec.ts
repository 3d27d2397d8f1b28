import { expect, test } from "./fixtures";
import { gotoForm, leadForm } from "./forms-support";

test.describe("a form that cannot be sent", () => {
  test("offline: the failure notice shows, the page stays and every value is kept", async ({
    page,
    context,
  }) => {
    await gotoForm(page, "/get-started-form");
    await leadForm.fill(page);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Submit" }).click();
    // Offline, even the toaster's code may not load: the notice shows without it.
    const notice = page.getByRole("alert").filter({ hasText: "Submission failed" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      "There was an error submitting your form. Please try again.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Automate");
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Anything else we should know?")).toHaveValue("We use Xero");
    await expect(
      page.getByRole("radio", { name: "Business Automation", exact: true }),
    ).toBeChecked();

    await context.setOffline(false);
    await page.getByRole("button", { name: "Submit" }).click();
    // Sent: the success notice, as a toast or, when the browser keeps the toaster's failed offline
    // load (Chromium does), as the plain notice (lib/toast.ts); the form starts over.
    await expect(
      page
        .locator("[data-sonner-toast], #plain-notice")
        .filter({ hasText: "We'll be in touch with you soon." }),
    ).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("");
  });

  test("the form's script removed by a new deployment: the submit goes as a plain form post", async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname.startsWith("/_astro/lead-form."),
      (route) => route.fulfill({ status: 404 }),
    );
    await page.goto("/get-started-form");
    await leadForm.fill(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/get-started-form\/thanks$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Form submitted!" })).toBeVisible();
  });
});
