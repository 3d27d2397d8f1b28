import { expect, test } from "./fixtures";

// Every script blocked: passkeys need JavaScript, so each staff page says so in its own HTML.
test.use({ javaScriptEnabled: false });

const notice =
  "The staff inbox needs JavaScript: passkeys work only through it. Turn JavaScript on for this site, then reload the page.";

test("each staff page says plainly that it needs JavaScript, and offers nothing that cannot work", async ({
  page,
}) => {
  for (const path of ["/staff/sign-in", "/staff/enrol", "/staff"]) {
    await page.goto(path);
    await expect(page.getByText(notice), path).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    // No button that would do nothing, and no "Loading…" that would never end.
    await expect(page.getByRole("button", { name: /passkey/ }), path).toBeHidden();
    await expect(page.getByRole("status"), path).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: /home page/ })).toBeVisible();
  }
});
