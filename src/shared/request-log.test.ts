/**
 * The request log (issue 34, group 9): what the privacy policy says it holds, what this module says
 * and what the server writes are one and the same. The server is asked with a visitor's address,
 * referrer and user-agent, and its lines are read back.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { makeBuild } from "../../server/test-helpers.ts";
import { markdown } from "../test-support/claims-corpus";
import { logLineKeys, requestLog } from "./request-log";

const privacy = markdown("legal/privacy.md").body;
/** The privacy policy's bullet on request logs, under "Information collected automatically". */
const bullet = privacy.split("\n").find((line) => line.startsWith("- **Website request logs:** "))!;

describe("the privacy policy on request logs", () => {
  it("names each field the log holds, and says what it never holds", () => {
    for (const field of requestLog.fields) expect(bullet).toContain(field.label);
    expect(bullet).toContain(requestLog.scope);
    const never = bullet.match(/It does not record ([^.]+)\./)?.[1];
    for (const thing of requestLog.neverRecorded) expect(never).toContain(thing);
  });

  it("keeps them as long in both places it says it, and names no other request data", () => {
    expect(bullet).toContain(`deleted after ${requestLog.retentionDays} days`);
    const retention = privacy
      .split("\n")
      .find((line) => line.startsWith("- **Website request logs:** ") && line !== bullet);
    expect(retention).toBe(`- **Website request logs:** ${requestLog.retentionDays} days.`);
    // An IP address, a referrer or a user-agent appears only where the policy says it is not kept.
    const claims = privacy
      .split(/\n+|(?<=\.)\s+/)
      .filter((sentence) => /\b(IP address|referr\w+|user-agent)\b/i.test(sentence))
      .filter((sentence) => !/\b(does not record|never the address itself)\b/.test(sentence));
    expect(claims).toEqual([]);
  });

  it("is backed by the operations docs, since the server deletes nothing itself", () => {
    const docs = listDocs("docs").map((file) => fs.readFileSync(file, "utf8"));
    expect(
      docs.some((text) =>
        new RegExp(`keep it ${requestLog.retentionDays} days at most`).test(
          text.replace(/\s+/g, " "),
        ),
      ),
    ).toBe(true);
  });
});

/** The Markdown files under a folder. */
function listDocs(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join(dir, file));
}

describe("the server's request log", () => {
  let build: ReturnType<typeof makeBuild>;
  beforeAll(() => {
    build = makeBuild();
  });
  afterAll(() => build.remove());

  const visitor = {
    address: "203.0.113.77",
    forwarded: "198.51.100.23",
    referrer: "https://referrer.example/a-page",
    agent: "VisitorBrowser/9.9 (unique-agent-string)",
  };

  it("writes the policy's fields for an API request, and nothing about the visitor", async () => {
    const lines: Record<string, unknown>[] = [];
    const server = createApp({
      dir: build.dir,
      logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    for (const url of ["/api/nothing-here?email=ada@example.com", "/", "/pricing"]) {
      await server.inject({
        method: "GET",
        url,
        remoteAddress: visitor.address,
        headers: {
          "x-forwarded-for": visitor.forwarded,
          referer: visitor.referrer,
          "user-agent": visitor.agent,
        },
      });
    }
    await server.close();
    const requests = lines.filter((line) => /^request /.test(String(line.msg)));
    // One line: the API's. The pages read are not logged at the default level.
    expect(requests).toHaveLength(1);
    const allowed = new Set<string>([
      ...requestLog.fields.map((field) => field.key),
      ...logLineKeys,
    ]);
    expect(Object.keys(requests[0]!).filter((key) => !allowed.has(key))).toEqual([]);
    for (const field of requestLog.fields) expect(requests[0], field.key).toHaveProperty(field.key);
    const written = JSON.stringify(lines);
    for (const value of Object.values(visitor)) expect(written).not.toContain(value);
    expect(written).not.toContain("ada@example.com");
  });
});
