import { expect, test, type Page } from "./fixtures";
import { freePort, startOwnServer } from "./own-server";
import { gotoForm, leadForm } from "./forms-support";

/**
 * A server whose PostgreSQL is down (nothing listens on its port): it serves the site all the same,
 * and the forms say they could not be sent, keeping every value.
 */
async function serverWithoutDatabase() {
  const port = await freePort();
  return startOwnServer(
    { DATABASE_URL: `postgres://automatica:automatica@127.0.0.1:${port}/automatica` },
    { ready: "live" },
  );
}

/** The lead form's values, as leadForm.fill typed them, are all there. */
async function expectLeadValuesKept(page: Page) {
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Work email")).toHaveValue("ada@example.com");
  await expect(page.getByLabel("Phone")).toHaveValue("+1 555 010 1234");
  await expect(page.getByLabel("Company or organisation")).toHaveValue("Analytical Engines");
  await expect(page.getByLabel("What would you like to automate?")).toHaveValue(
    "Route supplier invoices to accounting.",
  );
  await expect(page.getByLabel("Anything else we should know?")).toHaveValue("We use Xero");
}

test.describe("the database is down", () => {
  // A server of its own, started for each journey.
  test.slow();
  test("pages load, and the lead form shows the failure notice with every value kept", async ({
    page,
  }) => {
    const server = await serverWithoutDatabase();
    try {
      expect(await server.health()).toMatchObject({
        database: "unavailable",
        reason: expect.stringContaining("ECONNREFUSED"),
      });
      for (const path of ["/", "/pricing"]) {
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }

      await gotoForm(page, `${server.url}/get-started-form`);
      await leadForm.fill(page);
      await page.getByRole("button", { name: "Submit" }).click();
      const notice = page
        .locator("[data-sonner-toast], #plain-notice")
        .filter({ hasText: "Submission failed" });
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(notice).toContainText(
        "There was an error submitting your form. Please try again.",
      );
      await expectLeadValuesKept(page);
      await expect(
        page.getByRole("radio", { name: "Business Automation", exact: true }),
      ).toBeChecked();
    } finally {
      await server.stop();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form post gets its form back, every value in it, to try again", async ({ page }) => {
      const server = await serverWithoutDatabase();
      try {
        await page.goto(`${server.url}/get-started-form`);
        await leadForm.fill(page);
        await page.getByRole("button", { name: "Submit" }).click();
        await expect(
          page.getByRole("heading", { level: 1, name: "Submission failed" }),
        ).toBeVisible();
        await expect(
          page.getByText("There was an error submitting your form. Please try again."),
        ).toBeVisible();
        await expectLeadValuesKept(page);
        await expect(page.getByLabel("What are you interested in?")).toHaveValue(
          "Business Automation",
        );

        // Still down: trying again brings the same form back, the values still in it.
        await page.getByLabel("Phone").fill("+1 555 010 9999");
        await page.getByRole("button", { name: "Try again" }).click();
        await expect(
          page.getByRole("heading", { level: 1, name: "Submission failed" }),
        ).toBeVisible();
        await expect(page.getByLabel("Phone")).toHaveValue("+1 555 010 9999");
        await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
        await expect(page.getByLabel("What are you interested in?")).toHaveValue(
          "Business Automation",
        );
      } finally {
        await server.stop();
      }
    });
  });
});
