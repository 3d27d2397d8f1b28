import fs from "node:fs";
import path from "node:path";
import { expect, type Page, type Response } from "@playwright/test";
import { policyProblems } from "./page-checks";
import { COLOUR_RULES, expectNoAxeViolations, gotoHydrated, stopTransitions } from "./support";

/**
 * Loads a page with a form and waits until that form is hydrated: its island hydrates on the first
 * interaction inside it (`client:interaction`), here focus moving into it, as a visitor's would.
 */
export async function gotoForm(page: Page, path: string) {
  await gotoHydrated(page, path);
  const form = page.locator('form[method="post"]').first();
  await form.evaluate((element) => element.dispatchEvent(new FocusEvent("focusin")));
  await page.locator('form[data-interactive="true"]').waitFor();
}

/**
 * Holds this page's submissions to the form API until `release()` is called, so the sending state
 * can be seen however slow the machine is.
 */
export async function holdApi(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/*", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A toast with this title and description is showing. */
export async function expectToast(
  page: Page,
  title: string,
  description: string,
  { timeout }: { timeout?: number } = {},
) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: description });
  await expect(toast).toBeVisible({ timeout });
  await expect(toast).toContainText(title);
}

/**
 * One of the site's forms: where it is, where it posts, what a visitor types into it, and what
 * success says (and, for the forms the API takes, the thank-you page a post without JavaScript
 * reaches).
 */
export interface SiteForm {
  name: string;
  path: string;
  /** Where the form posts without JavaScript. */
  action: string;
  thanksPath?: string;
  submit: string;
  /** Everything the visitor types; none of it may ever appear in a URL. */
  typed: string[];
  fill: (page: Page) => Promise<void>;
  success: { title: string; description: string };
}

const signInForm: SiteForm = {
  name: "sign-in",
  path: "/login",
  action: "/login",
  submit: "Login",
  typed: ["ada@example.com", "correct horse battery staple"],
  async fill(page) {
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Password").fill("correct horse battery staple");
    await page.getByRole("checkbox", { name: "Remember me" }).check();
  },
  success: { title: "Success", description: "You have successfully logged in!" },
};

export const inviteForm: SiteForm = {
  name: "invite",
  path: "/get-started",
  action: "/api/invites",
  thanksPath: "/get-started/thanks",
  submit: "Request Invite",
  typed: ["+1 555 010 9999"],
  async fill(page) {
    await page.getByLabel("Email or Phone").fill("+1 555 010 9999");
  },
  success: {
    title: "Welcome to Automatica",
    description: "We'll send you an invitation shortly.",
  },
};

/** The lead form: `fill` completes it validly (Business Automation chosen). */
export const leadForm: SiteForm = {
  name: "lead",
  path: "/get-started-form",
  action: "/api/enquiries",
  thanksPath: "/get-started-form/thanks",
  submit: "Submit",
  typed: [
    "Ada Lovelace",
    "ada@example.com",
    "+1 555 010 1234",
    "Analytical Engines",
    "Route supplier invoices to accounting.",
    "We use Xero",
  ],
  async fill(page) {
    await page.getByLabel("Full name").fill("Ada Lovelace");
    await page.getByLabel("Work email").fill("ada@example.com");
    await page.getByLabel("Phone").fill("+1 555 010 1234");
    await page.getByLabel("Company or organisation").fill("Analytical Engines");
    await page.getByRole("radio", { name: "Business Automation", exact: true }).check();
    await page
      .getByLabel("What would you like to automate?")
      .fill("Route supplier invoices to accounting.");
    await page.getByLabel("Anything else we should know?").fill("We use Xero");
  },
  success: { title: "Form submitted!", description: "We'll be in touch with you soon." },
};

/** Fills the lead form validly, with an e-mail address only this test uses (to find its mail). */
export async function fillLeadAs(page: Page, email: string) {
  await leadForm.fill(page);
  await page.getByLabel("Work email").fill(email);
}

export const contactForm: SiteForm = {
  name: "contact",
  path: "/contact",
  action: "/api/contact",
  thanksPath: "/contact/thanks",
  submit: "Send Message",
  typed: ["Noor Haddad", "noor@example.com", "Pilot for our clinic", "Three sites, one inbox."],
  async fill(page) {
    await page.getByLabel("Name").fill("Noor Haddad");
    await page.getByLabel("Email", { exact: true }).fill("noor@example.com");
    await page.getByLabel("Subject").fill("Pilot for our clinic");
    await page.getByLabel("Message", { exact: true }).fill("Three sites, one inbox.");
  },
  success: {
    title: "Message Sent",
    description: "Thank you for reaching out. We'll get back to you soon!",
  },
};

export const siteForms = [signInForm, inviteForm, leadForm, contactForm];

/** Whether a URL carries this value, raw, percent-encoded or form-encoded. */
export function urlCarries(url: string, value: string) {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, " "));
  } catch {
    // A malformed escape: compare the raw URL only.
  }
  return (
    url.includes(value) ||
    decoded.includes(value) ||
    url.includes(encodeURIComponent(value)) ||
    decoded.toLowerCase().includes(value.toLowerCase())
  );
}

/** Every URL the page requests or shows, recorded from now on. */
export function recordUrls(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

/** None of the URLs, nor the page's own, carries anything the visitor typed. */
export function expectNoTypedValueIn(urls: string[], page: Page, typed: string[]) {
  const leaks = [...urls, page.url()].flatMap((url) =>
    typed.filter((value) => urlCarries(url, value)).map((value) => `${value} in ${url}`),
  );
  expect(leaks).toEqual([]);
}

/** An e-mail as the journeys' mailbox (mail-sink.js) received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  envelope: { from: string; to: string[] };
}

function readMailbox(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as ReceivedMail);
}

/** Waits until the journeys' mailbox holds an e-mail that `match` accepts, and returns it. */
export async function waitForMail(
  match: (mail: ReceivedMail) => boolean,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(() => (found = readMailbox().find(match)) !== undefined, {
      timeout,
      message: "the e-mail should arrive at the test SMTP server",
    })
    .toBe(true);
  return found!;
}

/** A token unique to one test, to find its e-mails among all the others. */
export const uniqueToken = () => Math.random().toString(36).slice(2, 10);

/**
 * A page the server drew for a form (a refusal, the form again): it is one of the site's own pages,
 * with its header, footer and policy, in both themes. It fits the width and axe finds no violation,
 * light and then dark (a dark device: the page follows it, with or without JavaScript). `response`
 * is the answer that brought it.
 */
export async function expectSitePageInBothThemes(page: Page, response: Response) {
  expect(await policyProblems(response)).toEqual([]);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const width = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(width.scrollWidth).toBeLessThanOrEqual(width.innerWidth);
  const background = () =>
    page.evaluate(() => {
      const context = document.createElement("canvas").getContext("2d")!;
      context.fillStyle = getComputedStyle(document.body).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
  await page.emulateMedia({ colorScheme: "light" });
  expect((await background()).every((channel) => channel > 200)).toBe(true);
  await expectNoAxeViolations(page);
  await stopTransitions(page);
  await page.emulateMedia({ colorScheme: "dark" });
  expect((await background()).every((channel) => channel < 60)).toBe(true);
  await expectNoAxeViolations(page, { rules: COLOUR_RULES });
  await page.emulateMedia({ colorScheme: "light" });
}
