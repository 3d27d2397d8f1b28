import { expect, test, type Page } from "./fixtures";
import { contactForm, expectSitePageInBothThemes, inviteForm, leadForm } from "./forms-support";
import { freePort, startOwnServer } from "./own-server";
import { watchPolicy } from "./page-checks";

/**
 * The pages the server draws for a form posted as a plain form (without JavaScript, or before the
 * form's code arrived): what to fix, why not now, or the form again. Each is one of the site's own
 * pages (server/pages.ts fills the build's page shells): header, footer, theme, stylesheet, and a
 * policy under which its scripts run, with no axe violation light or dark. The journeys without
 * JavaScript (forms-no-js.spec.ts, database-down.spec.ts) follow the same pages as a visitor
 * does; here the page has JavaScript, which axe needs to run.
 */

/** Posts the page's form as the browser does without JavaScript (no submit handler, no checks). */
async function postPlainly(page: Page, endpoint: string) {
  const answer = page.waitForResponse((response) => response.url().endsWith(endpoint));
  await page
    .locator(`form[action$="${endpoint}"]`)
    .evaluate((form) => HTMLFormElement.prototype.submit.call(form));
  const response = await answer;
  await page.waitForLoadState();
  return response;
}

test.describe("the pages the server draws for a plain form post", () => {
  test("what to fix: the site's page, light and dark, with each field's message and the way back", async ({
    page,
  }) => {
    const policy = await watchPolicy(page);
    await page.goto(inviteForm.path);
    await page.getByLabel("Email or Phone").fill("call me maybe");
    const response = await postPlainly(page, inviteForm.action);
    expect(response.status()).toBe(400);
    await expect(
      page.getByRole("heading", { level: 1, name: "Please check the form" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveText(
      "Email or phone: Please enter an email or phone number",
    );
    await expectSitePageInBothThemes(page, response);
    expect(await policy.take()).toEqual([]);
    await page.getByRole("link", { name: "Back to the form" }).click();
    await expect(page).toHaveURL(/\/get-started$/);
  });

  test("too much text (a browser that ignores maxlength): the site's page says so, light and dark", async ({
    page,
  }) => {
    await page.goto(contactForm.path);
    await contactForm.fill(page);
    await page
      .getByLabel("Message", { exact: true })
      .evaluate((field: HTMLTextAreaElement) => (field.value = "m".repeat(17 * 1024)));
    const response = await postPlainly(page, contactForm.action);
    expect(response.status()).toBe(413);
    await expect(
      page.getByRole("heading", { level: 1, name: "That is too much text" }),
    ).toBeVisible();
    await expect(page.getByText("The form was larger than 16 KB.")).toBeVisible();
    await expectSitePageInBothThemes(page, response);
    await page.getByRole("link", { name: "Back to the form" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("not stored (the database down): the site's own form again, every value in it, light and dark", async ({
    page,
  }) => {
    test.slow(); // a server of its own
    const port = await freePort();
    const server = await startOwnServer(
      { DATABASE_URL: `postgres://automatica:automatica@127.0.0.1:${port}/automatica` },
      { ready: "live" },
    );
    try {
      const policy = await watchPolicy(page);
      await page.goto(`${server.url}${leadForm.path}`);
      await leadForm.fill(page);
      const response = await postPlainly(page, leadForm.action);
      expect(response.status()).toBe(503);
      await expect(
        page.getByRole("heading", { level: 1, name: "Submission failed" }),
      ).toBeVisible();
      await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
      await expect(page.getByLabel("What are you interested in?")).toHaveValue(
        "Business Automation",
      );
      await expect(page.getByLabel("Anything else we should know?")).toHaveValue("We use Xero");
      await expectSitePageInBothThemes(page, response);
      expect(await policy.take()).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
