import { expect, test, type Page } from "./fixtures";
import { uniqueToken, waitForMail } from "./forms-support";
import { startModelServer } from "../../server/assistant/model-test-server.ts";
import { startOwnServer } from "./own-server";
import { COLOUR_RULES, expectNoAxeViolations, gotoHydrated, holdScripts, widths } from "./support";

/**
 * Ask Automatica in the browser (issue 35): the header's button opens the panel (a modal dialog,
 * by the browser), a question is answered from the site's pages with numbered sources, the thumbs
 * reach the server, the search dialog's last row and "Try it" open it, "Talk to a person" carries
 * the conversation into the lead form and the lead's source; with scripts held back 3 s a question
 * typed at once is answered; without JavaScript the button is a link to /ask, whose form the server
 * answers. Against the real server, without a language model; and one journey with a model (a
 * local OpenAI-compatible server started by the test), where the panel solves the conversation's
 * proof of work before the model's answer streams.
 */

const BUSINESS = "hello@automatica.example";
const panel = (page: Page) => page.getByRole("dialog", { name: "Ask Automatica" });
const questionBox = (page: Page) => panel(page).getByRole("textbox", { name: "Your question" });
const conversation = (page: Page) => panel(page).getByRole("log", { name: "Conversation" });

/** Nothing on the page is wider than the window (no sideways panning). */
async function expectNoSidewaysPan(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const theme of ["light", "dark"] as const) {
  test(`the header's button opens the panel, which answers with its sources, takes thumbs and closes on Escape (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await gotoHydrated(page, "/pricing");
    const opener = page.getByRole("banner").getByRole("button", { name: "Ask Automatica" });
    await opener.click();
    await expect(panel(page)).toBeVisible();
    await expect(questionBox(page)).toBeFocused();
    // The page's suggested questions.
    const suggestions = panel(page).getByRole("group", { name: "Suggested questions" });
    await expect(suggestions.getByRole("button")).toHaveCount(3);

    const feedback = page.waitForRequest((request) =>
      request.url().endsWith("/api/assistant/feedback"),
    );
    await questionBox(page).fill("How much is Pro billed annually?");
    await questionBox(page).press("Enter");
    const log = conversation(page);
    await expect(log).toContainText("$24 a month, billed annually ($288 a year)");
    await expect(log.getByRole("link", { name: "[1]" })).toHaveAttribute(
      "href",
      /^\/pricing#plan-pro$/,
    );
    await expect(log.getByRole("listitem").getByRole("link").first()).toHaveAttribute(
      "href",
      "/pricing#plan-pro",
    );
    await log.getByRole("button", { name: "Helpful", exact: true }).click();
    expect((await feedback).postDataJSON()).toMatchObject({ helpful: true });
    await expect(log.getByRole("status")).toContainText("Thanks");

    // A follow-up keeps the conversation.
    await questionBox(page).fill("and how many team members does it include?");
    await questionBox(page).press("Enter");
    await expect(log.getByRole("article")).toHaveCount(2);
    await expect(log.getByRole("article").nth(1)).toContainText("Pro plan includes");

    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test("at 390 px the mobile menu opens it, and nothing pans sideways", async ({ page }) => {
  await page.setViewportSize(widths[1]);
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("dialog", { name: /menu/i })
    .getByRole("button", { name: "Ask Automatica" })
    .click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole("button", { name: "Is there a free trial?" }).click();
  await expect(conversation(page)).toContainText("free trial");
  const box = await panel(page).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysPan(page);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page, { rules: COLOUR_RULES });
});

test("the search dialog's last row asks Ask Automatica about what was typed", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Control+k");
  const search = page.getByRole("combobox", { name: "Search the site" });
  await search.fill("hubspot integration");
  const ask = page.getByRole("option", { name: "Ask Automatica about “hubspot integration”" });
  await expect(ask).toBeVisible();
  await search.press("End");
  await ask.click();
  await expect(panel(page)).toBeVisible();
  await expect(conversation(page)).toContainText("hubspot integration");
  await expect(conversation(page)).toContainText("HubSpot");
});

test("“Try it” beside the home page's support assistant opens the real one", async ({ page }) => {
  await gotoHydrated(page, "/");
  const tryIt = page.getByRole("main").getByRole("button", { name: /^Try it/ });
  await tryIt.click();
  await expect(panel(page)).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();
  await expect(panel(page)).toBeHidden();
  await expect(tryIt).toBeFocused();
});

test("“Try it” on /chatbot opens it too", async ({ page }) => {
  await gotoHydrated(page, "/chatbot");
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Try it/ })
    .click();
  await expect(panel(page)).toBeVisible();
});

test("“Talk to a person” pre-fills the lead form, and the lead names the assistant and its page", async ({
  page,
}) => {
  const email = `ada.${uniqueToken()}@example.com`;
  await gotoHydrated(page, "/pricing");
  await page.getByRole("banner").getByRole("button", { name: "Ask Automatica" }).click();
  await questionBox(page).fill("Can I get a demo of the chatbot for 40 seats?");
  await questionBox(page).press("Enter");
  const offer = conversation(page).getByRole("link", { name: "Talk to a person" });
  await expect(offer).toBeVisible();
  await panel(page)
    .getByRole("checkbox", { name: "Include this conversation in my request" })
    .check();
  await offer.click();

  await expect(page).toHaveURL(/\/get-started-form$/);
  const needs = page.getByLabel("What would you like to automate?");
  await expect(needs).toHaveValue(
    "From Ask Automatica: Can I get a demo of the chatbot for 40 seats?",
  );
  await expect(page.getByRole("radio", { name: "Chat Bot", exact: true })).toBeChecked();
  await expect(page.getByLabel("Anything else we should know?")).toHaveValue(
    /Q: Can I get a demo of the chatbot for 40 seats\?\nA: /,
  );
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Submit" }).click();

  const business = await waitForMail(
    (mail) => mail.envelope.to.includes(BUSINESS) && mail.text.includes(email),
  );
  const source = business.text.slice(business.text.indexOf("\nSource\n"));
  expect(source).toContain("Ask Automatica: yes");
  expect(source).toContain("Asked on: /pricing");
  expect(source).toMatch(/Conversation: [0-9a-f-]{36}/);
});

test("without the transcript box ticked, the lead form gets the summary alone", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Ask Automatica" }).click();
  await questionBox(page).fill("I want to talk to sales about workflows");
  await questionBox(page).press("Enter");
  await conversation(page).getByRole("link", { name: "Talk to a person" }).click();
  await expect(page.getByLabel("What would you like to automate?")).toHaveValue(
    "From Ask Automatica: I want to talk to sales about workflows",
  );
  await expect(page.getByRole("radio", { name: "Business Automation", exact: true })).toBeChecked();
  await expect(page.getByLabel("Anything else we should know?")).toHaveValue("");
  expect(page.url()).not.toContain("sales");
});

test("with scripts held back 3 s, a question typed at once is answered once they arrive", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Held until the question is sent (at least 3 s), however long the typing takes on a slow machine.
  const scripts = await holdScripts(page, { ms: 3_000, untilReleased: true });
  await page.goto("/pricing", { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  await page.getByRole("banner").getByRole("button", { name: "Ask Automatica" }).click();
  await expect(panel(page)).toBeVisible();
  await questionBox(page).fill("Is there a free trial?");
  await questionBox(page).press("Enter");
  const hydrated = await panel(page).evaluate(
    (dialog) => dialog.closest("astro-island")?.getAttribute("data-hydration") === "done",
  );
  expect(hydrated).toBe(false);
  scripts.release();
  await expect(conversation(page)).toContainText("free trial", { timeout: 20_000 });
  await expect(conversation(page).getByRole("article")).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 90_000 });

  test("the button is a link to /ask, whose form the server answers with sources", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Ask Automatica" }),
    ).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: "Ask Automatica" }).click();
    await expect(page).toHaveURL(/\/ask$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const question = "How much is Pro billed annually?";
    await page.getByRole("main").getByLabel("Your question").fill(question);
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(page.getByRole("main")).toContainText("$24 a month, billed annually");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Pricing/ })
        .first(),
    ).toHaveAttribute("href", /^\/pricing#/);
    expect(page.url()).not.toContain("billed");
    // The form is there again, for the next question.
    await expect(page.getByRole("main").getByLabel("Your question")).toBeVisible();
  });

  test("a suggested question on /ask is answered too, at 390 px, without sideways panning", async ({
    page,
  }) => {
    await page.setViewportSize(widths[1]);
    await page.goto("/ask");
    await page.getByRole("button", { name: "Is there a free trial?" }).click();
    await expect(page.getByRole("main")).toContainText("free trial");
    await expectNoSidewaysPan(page);
  });
});

// /ask is noindex, so the sweep does not visit it: axe here, on the form and on an answer (the
// page is static; axe needs scripting to run).
for (const { name, width, height } of widths) {
  for (const theme of ["light", "dark"] as const) {
    test(`/ask and an answer on it pass axe (${name}, ${theme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await gotoHydrated(page, "/ask");
      await expectNoAxeViolations(page);
      await page.getByRole("main").getByRole("button", { name: "Is there a free trial?" }).click();
      await expect(page.getByRole("main")).toContainText("You asked:");
      await expectNoSidewaysPan(page);
      await expectNoAxeViolations(page);
    });
  }
}

test("with a language model, the panel solves the conversation's proof of work and streams the model's answer", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const model = await startModelServer();
  const server = await startOwnServer({
    ASSISTANT_LLM_URL: model.url,
    ASSISTANT_LLM_KEY: "test-key",
    ASSISTANT_LLM_MODEL: "good",
  });
  try {
    await gotoHydrated(page, `${server.url}/pricing`);
    const asked = page.waitForResponse(
      (response) => response.url().endsWith("/api/assistant") && response.status() === 200,
    );
    await page.getByRole("banner").getByRole("button", { name: "Ask Automatica" }).click();
    await questionBox(page).fill("How much is Pro billed annually?");
    await questionBox(page).press("Enter");
    // The first try is refused for want of a proof; the second carries one.
    expect((await asked).request().postDataJSON()).toMatchObject({ altcha: expect.any(String) });
    const log = conversation(page);
    await expect(log).toContainText("Annual billing is charged up front");
    await expect(log.getByRole("link", { name: "[1]" }).first()).toHaveAttribute("href", /^\//);
    expect(model.seen).toHaveLength(1);
  } finally {
    await server.stop();
    await model.close();
  }
});
