import { expect, test } from "./fixtures";
import { expectNoTypedValueIn, recordUrls, siteForms } from "./forms-support";

// Without JavaScript a form is the browser's: it must post (never a GET that writes what was typed
// into the address, history and logs) and carry the schema's limits so the browser checks them.
test.use({ javaScriptEnabled: false });

test.describe("forms without JavaScript", () => {
  for (const form of siteForms) {
    test(`the ${form.name} form posts to ${form.action} and no URL ever shows what was typed`, async ({
      page,
    }) => {
      const urls = recordUrls(page);
      await page.goto(form.path);
      await form.fill(page);
      const submission = page.waitForRequest((request) => request.isNavigationRequest());
      await page.getByRole("button", { name: form.submit }).click();
      const request = await submission;
      await page.waitForLoadState();
      expect(request.method()).toBe("POST");
      const target = new URL(request.url());
      expect(`${target.pathname}${target.search}`).toBe(form.action);
      if (form.thanksPath) {
        await expect(page).toHaveURL(new RegExp(`${form.thanksPath}$`));
        await expect(
          page.getByRole("heading", { level: 1, name: form.success.title }),
        ).toBeVisible();
        await expect(page.getByText(form.success.description)).toBeVisible();
      }
      expect(new URL(page.url()).search).toBe("");
      expectNoTypedValueIn(urls, page, form.typed);
    });
  }

  test("the browser checks the lead form's limits before anything is sent", async ({ page }) => {
    const urls = recordUrls(page);
    await page.goto("/get-started-form");
    const name = page.getByLabel("Full name");
    await expect(name).toHaveAttribute("required", "");
    await expect(name).toHaveAttribute("minlength", "2");
    await expect(name).toHaveAttribute("maxlength", "100");
    await expect(page.getByLabel("Work email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Work email")).toHaveAttribute("maxlength", "254");
    await expect(page.getByLabel("Phone")).toHaveAttribute("maxlength", "40");
    await expect(page.getByLabel("Company or organisation")).toHaveAttribute("maxlength", "200");
    const needs = page.getByLabel("What would you like to automate?");
    await expect(needs).toHaveAttribute("minlength", "10");
    await expect(needs).toHaveAttribute("maxlength", "500");
    await expect(page.getByLabel("Anything else we should know?")).toHaveAttribute(
      "maxlength",
      "2000",
    );
    await name.fill("A");
    await page.getByLabel("Work email").fill("not an address");
    const requestsBefore = urls.length;
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(name).toBeFocused();
    expect(urls.slice(requestsBefore)).toEqual([]);
    expect(page.url()).toMatch(/\/get-started-form$/);
  });

  test("an invite request the server refuses says what to fix and links back to the form", async ({
    page,
  }) => {
    await page.goto("/get-started");
    await page.getByLabel("Email or Phone").fill("call me maybe");
    await page.getByRole("button", { name: "Request Invite" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Please check the form" }),
    ).toBeVisible();
    await expect(page.getByText("Please enter an email or phone number")).toBeVisible();
    await page.getByRole("link", { name: "Back to the form" }).click();
    await expect(page).toHaveURL(/\/get-started$/);
  });

  test("the contact form carries its limits for the browser to check", async ({ page }) => {
    await page.goto("/contact");
    const limits = [
      ["Name", "100"],
      ["Email", "254"],
      ["Subject", "200"],
      ["Message", "5000"],
    ] as const;
    for (const [label, max] of limits) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("required", "");
      await expect(field).toHaveAttribute("maxlength", max);
    }
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  });
});
