import { expect as baseExpect, test } from "./fixtures";
import {
  enrolWith,
  expiredInvitation,
  signInWith,
  startStaffServer,
  virtualAuthenticator,
} from "./staff-support";
import { policyProblems, watchPolicy } from "./page-checks";
import {
  COLOUR_RULES,
  expectNoAxeViolations,
  holdScripts,
  stopTransitions,
  widths,
} from "./support";

/**
 * The staff door in Chromium with a virtual authenticator (issue 36, point 6): an invitation from
 * the CLI, enrolment with a passkey, sign-out and sign-in with no user name, another passkey, a
 * click on Sign in made before the scripts arrived, a used link and one older than 24 h refused, a
 * removed member signed out (after the owner's confirmation dialog); the pages' chrome and policy.
 * Its own server: SITE_URL is http://localhost:PORT.
 */
// Its own server and a passkey per page: on a busy machine the inbox takes seconds to load.
const expect = baseExpect.configure({ timeout: 20_000 });

let server: Awaited<ReturnType<typeof startStaffServer>>;
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStaffServer();
});
test.afterAll(async () => server?.stop());

test("an owner invited by the CLI enrols, signs out, and signs in again with no user name", async ({
  page,
}) => {
  const authenticator = await virtualAuthenticator(page);
  const link = await server.invite("owner@automatica.example", "owner");
  expect(link).toMatch(new RegExp(`^${server.origin}/staff/enrol#token=[\\w-]+$`));
  await enrolWith(page, link);
  await expect(page.getByText("Signed in as owner@automatica.example (Owner)")).toBeVisible();
  // The token left the address once used.
  expect(page.url()).not.toContain("token");
  expect(await authenticator.credentials()).toHaveLength(1);

  // This device holds the first passkey already (the server excludes it); another device can add one.
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("This device already holds one of your passkeys")).toBeVisible();
  await authenticator.forget();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("· 2 passkeys")).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/staff/sign-in");
  await page.goto(`${server.origin}/staff`);
  await expect(page.getByRole("alert")).toHaveText(
    "You are not signed in, or your session has ended.",
  );
  // Signed in with the passkey added in the inbox, with no user name typed.
  await signInWith(page, server.origin);
  await expect(page.getByText("Signed in as owner@automatica.example (Owner)")).toBeVisible();
});

test("with every script held back 3 s, a click on Sign in made at once signs in once the code arrives", async ({
  browser,
}) => {
  const page = await browser.newPage();
  await virtualAuthenticator(page);
  await enrolWith(page, await server.invite("early@automatica.example", "member"));
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/staff/sign-in");

  await holdScripts(page, { ms: 3_000 });
  await page.goto(`${server.origin}/staff/sign-in`, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  expect(
    await page.evaluate(
      () => document.querySelector("astro-island")?.getAttribute("data-hydration") !== "done",
    ),
  ).toBe(true);
  await page.waitForURL((url) => url.pathname === "/staff", { timeout: 30_000 });
  await expect(page.getByText("Signed in as early@automatica.example (Member)")).toBeVisible();
  await page.close();
});

test("a used enrolment link is refused, and so is one never issued", async ({ browser }) => {
  const link = await server.invite("used@automatica.example", "member");
  const first = await browser.newPage();
  await virtualAuthenticator(first);
  await enrolWith(first, link);
  await first.close();

  const second = await browser.newPage();
  const authenticator = await virtualAuthenticator(second);
  await second.goto(link);
  await second.getByRole("button", { name: "Create a passkey" }).click();
  await expect(second.getByRole("alert")).toHaveText(
    "This invitation link is used or expired. Ask an owner for a new one.",
  );
  await second.goto(`${server.origin}/staff/enrol#token=${"A".repeat(43)}`);
  await second.getByRole("button", { name: "Create a passkey" }).click();
  await expect(second.getByRole("alert")).toHaveText(
    "This invitation link is used or expired. Ask an owner for a new one.",
  );
  await second.goto(`${server.origin}/staff`);
  await expect(second.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(0);
  await second.close();
});

test("an enrolment link older than 24 h is refused, and no passkey is made", async ({
  browser,
}) => {
  // A server of its own, on a database that holds an invitation made 25 h ago: two database
  // starts (1.7 min on a busy machine, near the file's 2 min).
  test.setTimeout(240_000);
  const { dataDir, fragment } = await expiredInvitation("late@automatica.example");
  const late = await startStaffServer({}, { dataDir });
  try {
    const page = await browser.newPage();
    const authenticator = await virtualAuthenticator(page);
    await page.goto(`${late.origin}/staff/enrol${fragment}`);
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This invitation link is used or expired. Ask an owner for a new one.",
    );
    expect(page.url()).toContain("/staff/enrol");
    expect(await authenticator.credentials()).toHaveLength(0);
    await page.goto(`${late.origin}/staff`);
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    await page.close();
  } finally {
    await late.stop();
  }
});

test("a member removed by an owner is signed out at once", async ({ browser }) => {
  const owner = await browser.newPage();
  await virtualAuthenticator(owner);
  await enrolWith(owner, await server.invite("boss@automatica.example", "owner"));
  const member = await browser.newPage();
  await virtualAuthenticator(member);
  await enrolWith(member, await server.invite("leaver@automatica.example", "member"));
  await expect(member.getByText("Signed in as leaver@automatica.example (Member)")).toBeVisible();
  // A member sees no owner's views.
  await expect(member.getByRole("tab")).toHaveText(["Leads", "Assistant gaps"]);

  await owner.getByRole("tab", { name: "Members" }).click();
  // Removal asks first, in a modal dialog naming the person, with focus on Cancel; no window.confirm.
  owner.on("dialog", (dialog) => {
    throw new Error(`a browser dialog opened: ${dialog.message()}`);
  });
  const ask = owner.getByRole("alertdialog", { name: "Remove leaver@automatica.example?" });
  await owner.getByRole("button", { name: "Remove leaver@automatica.example" }).click();
  await expect(ask).toBeVisible();
  await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
  await owner.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  await expect(
    owner.getByRole("button", { name: "Remove leaver@automatica.example" }),
  ).toBeFocused();
  await owner.getByRole("button", { name: "Remove leaver@automatica.example" }).click();
  await ask.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(ask).toBeHidden();
  // The button that opened it is gone: focus goes to the list's heading.
  await expect(owner.getByRole("heading", { name: "Staff", exact: true })).toBeFocused();
  await expect(owner.getByRole("button", { name: "Remove leaver@automatica.example" })).toHaveCount(
    0,
  );

  await member.reload();
  await expect(member.getByRole("alert")).toHaveText(
    "You are not signed in, or your session has ended.",
  );
  await owner.close();
  await member.close();
});

test("the sign-in and enrolment pages pass axe in both themes at 1280 and 390 px, nothing pans sideways, under the site's policy, in the staff tool's chrome", async ({
  page,
}) => {
  const policy = await watchPolicy(page);
  for (const path of ["/staff/sign-in", "/staff/enrol"]) {
    for (const { width, height } of widths) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: "light" });
      const response = await page.goto(`${server.origin}${path}`);
      expect(await policyProblems(response), path).toEqual([]);
      // The brand, a Staff label and the theme control; none of the public site's chrome.
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: /go to the home page/ })).toBeVisible();
      await expect(banner.getByText("Staff", { exact: true })).toBeVisible();
      await expect(banner.getByRole("button", { name: /^Theme/ })).toBeVisible();
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /Ask Automatica|Search/ })).toHaveCount(0);
      await page
        .getByRole("button")
        .filter({ hasText: /passkey/ })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain(
        "noindex",
      );
      // Light, then the same page in dark: the rules that read colours.
      await expectNoAxeViolations(page);
      await stopTransitions(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expectNoAxeViolations(page, { rules: COLOUR_RULES });
      expect(await policy.take(), path).toEqual([]);
    }
  }
});
