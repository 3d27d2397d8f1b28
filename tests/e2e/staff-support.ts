import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { freshDataDir, startOwnServer } from "./own-server";

const run = promisify(execFile);

/**
 * A server of the staff journeys' own (issue 36): SITE_URL is http://localhost:PORT, the relying
 * party's ID and origin the passkeys are made for (an IP address cannot be one), and the pages are
 * opened there.
 */
export async function startStaffServer(
  env: Record<string, string> = {},
  options: Parameters<typeof startOwnServer>[1] = {},
) {
  const server = await startOwnServer(
    (port) => ({ SITE_URL: `http://localhost:${port}`, ...env }),
    options,
  );
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
 * A database in a new DATA_DIR, before any server holds it, with an invitation the staff store made
 * 25 h ago (its clock set back): the link's token, expired. The store and the migrations are the
 * server's own (server/staff/store.ts, server/db/index.ts), run by Node as the server is.
 */
export async function expiredInvitation(email: string) {
  const dataDir = freshDataDir();
  const script = `
    import { openDatabase } from "./server/db/index.ts";
    import { createStaffStore } from "./server/staff/store.ts";
    const [dataDir, email] = process.argv.slice(1);
    const database = await openDatabase({ dataDir });
    const store = createStaffStore(database.db, () => new Date(Date.now() - 25 * 3_600_000));
    const { link } = await store.invite({ email, role: "member", origin: "http://localhost", by: null });
    await database.close();
    console.log(link);`;
  const { stdout } = await run(
    process.execPath,
    ["--input-type=module", "-e", script, dataDir, email],
    { env: { ...process.env, DATABASE_URL: "" } },
  );
  return { dataDir, fragment: new URL(stdout.trim().split("\n").at(-1) ?? "").hash };
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
