import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { startOwnServer } from "./own-server";

const run = promisify(execFile);

/**
 * A server of the staff journeys' own (issue 36): SITE_URL is http://localhost:PORT, the relying
 * party's ID and origin the passkeys are made for (an IP address cannot be one), and the pages are
 * opened there.
 */
export async function startStaffServer(env: Record<string, string> = {}) {
  const server = await startOwnServer((port) => ({ SITE_URL: `http://localhost:${port}`, ...env }));
  const origin = `http://localhost:${server.port}`;
  return {
    ...server,
    origin,
    /** `npm run staff -- ARGS` against this server (its admin socket): its standard output. */
    async staff(...args: string[]) {
      const { stdout } = await run(process.execPath, ["server/staff/cli.ts", ...args], {
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "", SITE_URL: origin },
      });
      return stdout;
    },
    /** An enrolment link made by the CLI: its last line. */
    async invite(email: string, role: "owner" | "member") {
      const out = await this.staff("invite", email, "--role", role);
      return out.trim().split("\n").at(-1) ?? "";
    },
  };
}

/**
 * Chromium's virtual authenticator on this page (the DevTools WebAuthn domain): a platform
 * authenticator with resident keys and user verification, as a phone or laptop has.
 */
export async function virtualAuthenticator(page: Page, context: BrowserContext = page.context()) {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** Forgets every passkey it holds: the next one is made as on another device. */
    async forget() {
      await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
    },
    /** The passkeys this authenticator holds. */
    async credentials() {
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      return credentials;
    },
  };
}

/** Opens an enrolment link and creates the passkey; the inbox follows. */
export async function enrolWith(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/staff");
  await page.getByText(/^Signed in as /).waitFor({ timeout: 30_000 });
}

/** Signs in with the authenticator's passkey; the inbox follows. */
export async function signInWith(page: Page, origin: string) {
  await page.goto(`${origin}/staff/sign-in`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL((url) => url.pathname === "/staff");
  await page.getByText(/^Signed in as /).waitFor({ timeout: 30_000 });
}
