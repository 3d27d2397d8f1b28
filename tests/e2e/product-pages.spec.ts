import { expect, test } from "./fixtures";
import { gotoHydrated } from "./support";

// Builds and browsers share a busy machine: allow slow page loads.
test.describe.configure({ timeout: 120_000 });

// Axe on each of these pages at each width: the sweep (sweep.spec.ts).

test("the features page has the anchors the menus link to", async ({ page }) => {
  await gotoHydrated(page, "/features#workflow-automation");
  for (const id of ["ai-chatbots", "workflow-automation", "ecommerce-automation"]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
  await expect(page.getByRole("heading", { name: "Workflow Automation" })).toBeInViewport();
  const table = page.getByRole("table", { name: /Free, Pro and Enterprise/ });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Feature",
    "Free",
    "Pro",
    "Enterprise",
  ]);
  await expect(table.getByRole("rowheader", { name: "Team members" })).toBeVisible();
});

test("landing pages lead to the trial and to the lead form with the interest chosen", async ({
  page,
}) => {
  await gotoHydrated(page, "/chatbot");
  await expect(page.getByRole("heading", { name: "How Our Chatbots Work" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Your Free Trial" })).toHaveAttribute(
    "href",
    "/get-started",
  );
  await expect(page.getByRole("link", { name: "Talk to us about chatbots" })).toHaveAttribute(
    "href",
    "/get-started-form?interest=Chat%20Bot",
  );

  await gotoHydrated(page, "/facebook-automation");
  await expect(page.getByRole("link", { name: "See Demo" })).toHaveAttribute(
    "href",
    "/facebook-demo",
  );
  await page.getByRole("link", { name: "See Demo" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Social Page Automation Demo");
});

test("demo companies open their websites in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/checkout-demo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Solutions Demo Companies");
  const visit = page.getByRole("link", { name: /^Visit Website of .+ \(opens in a new tab\)$/ });
  await expect(visit).toHaveCount(6);
  for (const link of await visit.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\/[a-z-]+\.example$/);
  }
  // Fictional demo companies, never one of the customers quoted on the home page.
  await expect(page.getByText("Brightpath Clinics")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start Your Free Trial" })).toHaveAttribute(
    "href",
    "/get-started",
  );
});

test("the integrations page counts its catalogue and says which plans connect how many", async ({
  page,
}) => {
  await gotoHydrated(page, "/integrations");
  await expect(page.getByText(/and 30 more tools your team already uses/)).toBeVisible();
  await expect(page.getByText("Showing 37 of 37 integrations")).toBeVisible();
  const note = page.getByText(/^These are our 37 native integrations:/);
  await expect(note).toContainText(
    "the Free plan connects any 10 of them, Pro and Enterprise all of them",
  );
});

test("every trial button on the features page leads to the invitation that starts it", async ({
  page,
}) => {
  await gotoHydrated(page, "/features");
  const trials = page.getByRole("main").getByRole("link", { name: "Start Your Free Trial" });
  await expect(trials).toHaveCount(2);
  for (const link of await trials.all()) await expect(link).toHaveAttribute("href", "/get-started");
  await expect(
    page.getByText(/^One trigger \(an app event, a schedule or a webhook\) and up to 20 actions/),
  ).toBeVisible();
});

test("the enterprise page links to sales and the docs", async ({ page }) => {
  await gotoHydrated(page, "/enterprise");
  for (const title of [
    "Enterprise-Grade Security",
    "Dedicated Infrastructure",
    "Admin Controls",
    "24/7 Support",
  ]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Contact Sales" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("link", { name: "Read the documentation" }).first()).toHaveAttribute(
    "href",
    "/docs",
  );
});
