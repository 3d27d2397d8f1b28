import { expect, test } from "./fixtures";
import { expectToast, gotoForm } from "./forms-support";
import { expectNoAxeViolations, widths } from "./support";

test.describe("contact page", () => {
  test("shows the contact information from the site config", async ({ page }) => {
    await gotoForm(page, "/contact");
    await expect(page.getByRole("main").getByText(/350 Market Street, Suite 1200/)).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "+1 (555) 010-4200" }),
    ).toHaveAttribute("href", "tel:+15550104200");
    await expect(
      page.getByRole("main").getByRole("link", { name: "hello@automatica.example" }),
    ).toBeVisible();
    for (const line of ["Mon-Fri 9:00 AM-6:00 PM", "Sat 10:00 AM-4:00 PM", "Sun closed"]) {
      await expect(page.getByText(line, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "5");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  });

  test("refuses missing fields next to each one and focuses the first", async ({ page }) => {
    await gotoForm(page, "/contact");
    await page.getByLabel("Name").fill("   ");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Please enter a subject")).toBeVisible();
    await expect(page.getByText("Please enter a message")).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();
  });

  test("sends a message and clears every field", async ({ page }) => {
    await gotoForm(page, "/contact");
    await page.getByLabel("Name").fill("Noor Haddad");
    await page.getByLabel("Email", { exact: true }).fill("noor@example.com");
    await page.getByLabel("Subject").fill("Pilot for our clinic");
    await page.getByLabel("Message", { exact: true }).fill('مرحبا <b>bold?</b> 👋 "quotes" & more');
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(
      page,
      "Message Sent",
      "Thank you for reaching out. We'll get back to you soon!",
    );
    for (const label of ["Name", "Subject", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  });

  test("fills the subject from the address", async ({ page }) => {
    await gotoForm(page, "/contact?subject=Application%3A%20Senior%20AI%20Engineer");
    await expect(page.getByLabel("Subject")).toHaveValue("Application: Senior AI Engineer");
  });

  for (const { name, width, height } of widths) {
    test(`has no axe violations with errors showing (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await gotoForm(page, "/contact");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please enter your name")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
