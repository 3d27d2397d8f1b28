import { expect, test, type Page } from "./fixtures";
import { expectToast, gotoForm, leadForm, holdApi } from "./forms-support";
import { expectNoAxeViolations, widths } from "./support";

const DRAFT_KEY = "automatica.lead-form-draft";

const fillValid = (page: Page) => leadForm.fill(page);

const draftOf = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);

test.describe("lead form", () => {
  test("shows every error next to its field and focuses the first", async ({ page }) => {
    await gotoForm(page, "/get-started-form");
    await expect(page.getByRole("radio", { name: "Chat Bot" })).toBeChecked();
    await page.getByLabel("Full name").fill(" A ");
    await page.getByLabel("What would you like to automate?").fill("x".repeat(9));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(
      page.getByText("Please describe your needs in at least 10 characters"),
    ).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
  });

  test("counts the needs' characters and stops a 10,000-character paste at 500", async ({
    page,
  }) => {
    await gotoForm(page, "/get-started-form");
    const needs = page.getByLabel("What would you like to automate?");
    await needs.fill("<img src=x onerror=alert(1)> 👋");
    await expect(page.getByText("31/500")).toBeVisible();
    await needs.fill("é".repeat(10_000));
    await expect(page.getByText("500/500")).toBeVisible();
    await expect(needs).toHaveValue("é".repeat(500));
  });

  test("shows one message for needs over 500 characters (a restored draft)", async ({ page }) => {
    await page.addInitScript((key) => {
      const needs = "é".repeat(10_000);
      window.sessionStorage.setItem(key, JSON.stringify({ name: "Ada Lovelace", needs }));
    }, DRAFT_KEY);
    await gotoForm(page, "/get-started-form");
    await expect(page.getByText("10000/500")).toBeVisible();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(
      page.getByText("Please keep your description to 500 characters or fewer"),
    ).toBeVisible();
    await expect(page.getByText(/over the 500-character limit/)).toHaveCount(0);
  });

  test("submits, says so, resets the form and forgets the draft", async ({ page }) => {
    const release = await holdApi(page);
    await gotoForm(page, "/get-started-form");
    await fillValid(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Cancel" })).toBeDisabled();
    release();
    await expectToast(page, "Form submitted!", "We'll be in touch with you soon.");
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(page.getByLabel("What would you like to automate?")).toHaveValue("");
    await expect(page.getByRole("radio", { name: "Chat Bot" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(await draftOf(page)).toBeNull();
  });

  test("keeps every value when the server fails, and logs the error", async ({ page }) => {
    await page.route("**/api/enquiries", (route) =>
      route.fulfill({ status: 503, json: { error: "We could not save your submission." } }),
    );
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await gotoForm(page, "/get-started-form");
    await fillValid(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(
      page,
      "Submission failed",
      "There was an error submitting your form. Please try again.",
    );
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Work email")).toHaveValue("ada@example.com");
    await expect(
      page.getByRole("radio", { name: "Business Automation", exact: true }),
    ).toBeChecked();
    await expect(page.getByLabel("What would you like to automate?")).toHaveValue(
      "Route supplier invoices to accounting.",
    );
    expect(errors.join("\n")).toContain("The enquiry form could not be sent (HTTP 503)");
  });

  test("a double click sends the enquiry once", async ({ page }) => {
    let posts = 0;
    await page.route("**/api/enquiries", async (route) => {
      posts += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await gotoForm(page, "/get-started-form");
    await fillValid(page);
    await page.getByRole("button", { name: "Submit" }).dblclick();
    await page.getByLabel("Full name").press("Enter");
    await expectToast(page, "Form submitted!", "We'll be in touch with you soon.");
    expect(posts).toBe(1);
  });

  test("Cancel resets the form and forgets the draft", async ({ page }) => {
    await gotoForm(page, "/get-started-form");
    await fillValid(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(page.getByLabel("Phone")).toHaveValue("");
    await expect(page.getByRole("radio", { name: "Chat Bot" })).toBeChecked();
    expect(await draftOf(page)).toBeNull();
  });

  test("keeps a draft that survives a reload", async ({ page }) => {
    await gotoForm(page, "/get-started-form");
    await fillValid(page);
    await page.getByLabel("Anything else we should know?").fill("שלום, we use Xero");
    await gotoForm(page, "/get-started-form");
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(
      page.getByRole("radio", { name: "Business Automation", exact: true }),
    ).toBeChecked();
    await expect(page.getByLabel("Anything else we should know?")).toHaveValue("שלום, we use Xero");
  });

  test("preselects the interest named in the address", async ({ page }) => {
    await gotoForm(page, "/get-started-form?interest=FB%20Business%20Automation");
    await expect(page.getByRole("radio", { name: "FB Business Automation" })).toBeChecked();
    await gotoForm(page, "/get-started-form?interest=Nonsense");
    await expect(page.getByRole("radio", { name: "Chat Bot" })).toBeChecked();
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    await gotoForm(page, "/get-started-form");
    await page.getByLabel("Full name").focus();
    await page.keyboard.type("Grace Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type("grace@example.com");
    await page.keyboard.press("Tab"); // phone
    await page.keyboard.press("Tab"); // organisation
    await page.keyboard.press("Tab"); // interest: the checked radio
    await expect(page.getByRole("radio", { name: "Chat Bot" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Personal Assistant" })).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.type("Triage my inbox and schedule meetings.");
    await page.keyboard.press("Tab"); // additional info
    await page.keyboard.press("Tab"); // Cancel
    await page.keyboard.press("Tab"); // Submit
    await expect(page.getByRole("button", { name: "Submit" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, "Form submitted!", "We'll be in touch with you soon.");
  });

  for (const { name, width, height } of widths) {
    test(`has no axe violations with errors showing (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await gotoForm(page, "/get-started-form");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
