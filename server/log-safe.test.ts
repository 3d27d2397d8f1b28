// No log line carries what a visitor typed: a database that fails every write (its error quoting
// the query's values and the failing row, as drivers do) and one that is gone, fed real
// submissions, and the whole log searched for every typed value.
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeError } from "./log-safe.ts";
import { createService } from "./service.ts";
import { makeBuild } from "./test-helpers.ts";
import {
  BACKENDS,
  formEncode,
  freshDatabase,
  TEST_DATABASE_URL,
  testConfig,
} from "./test-support.ts";

const TYPED = {
  name: "Zebulon Quartermaine",
  email: "zebulon.q@example.com",
  phone: "+1 555 0142 8899",
  organization: "Quartermaine Widgets",
  interestedIn: "Chat Bot",
  needs: "Our secret plan: automate the moon base intake.",
  additionalInfo: "Budget 98765 dollars",
};

describe("safeError", () => {
  it("keeps a driver's own message, without the query's values, the row or addresses", () => {
    const cause = Object.assign(new Error('value "Zebulon" is too long for ada@example.com'), {
      code: "22001",
      detail: "Failing row contains (Zebulon, ...)",
    });
    const wrapped = Object.assign(
      new Error('Failed query: insert into "submissions" values ($1)\nparams: Zebulon'),
      { cause, name: "DrizzleQueryError" },
    );
    expect(safeError(wrapped)).toEqual({
      type: "Error",
      code: "22001",
      message: "value [redacted] is too long for [address]",
    });
    expect(safeError(new Error("no space left for Zebulon"), ["Zebulon"])).toEqual({
      type: "Error",
      message: "no space left for [redacted]",
    });
    expect(JSON.stringify(safeError(wrapped))).not.toContain("Failing row");
  });
});

/** A line of pino's log, as far as these tests read it. */
interface LogLine {
  msg?: string;
  submission?: string;
  kind?: string;
  err?: { message: string };
}
const parseLine = (line: string): LogLine => JSON.parse(line);

/** A pino destination that keeps every line. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(
    `a failing ${backend.name} database`,
    () => {
      let build: ReturnType<typeof makeBuild>;
      beforeAll(() => {
        build = makeBuild();
      });
      afterAll(() => build.remove());

      it("logs a failed write as its id, form and error, and never what was typed", async () => {
        const fresh = await freshDatabase(backend.postgres);
        const log = memoryLog();
        const service = await createService({
          config: testConfig(),
          dir: build.dir,
          database: fresh.database,
          logger: { level: "info", stream: log.stream },
        });
        try {
          // Every write now fails, and the error's detail quotes the whole row.
          await fresh.database.db.execute(
            sql`alter table submissions add constraint refuse_all_writes check (false) not valid`,
          );
          const posts: { url: string; payload: Record<string, string> }[] = [
            { url: "/api/enquiries", payload: TYPED },
            {
              url: "/api/contact",
              payload: { ...TYPED, subject: "Moon base", message: TYPED.needs },
            },
            { url: "/api/invites", payload: { contact: TYPED.email } },
          ];
          for (const post of posts) {
            const json = await service.app.inject({ method: "POST", ...post });
            expect(json.statusCode).toBe(500);
            expect(json.json()).toEqual({
              error: "We could not save your submission. Please try again in a few minutes.",
            });
            const form = await service.app.inject({
              method: "POST",
              url: post.url,
              headers: { "content-type": "application/x-www-form-urlencoded" },
              payload: formEncode(post.payload),
            });
            expect(form.statusCode).toBe(500);
          }
          // Now the database is gone altogether.
          await fresh.database.close();
          const gone = await service.app.inject({
            method: "POST",
            url: "/api/enquiries",
            payload: TYPED,
          });
          // Gone is not a bug: a 503, said once in the log as the database's state, with no values.
          expect(gone.statusCode).toBe(503);

          const failures = log.lines
            .map(parseLine)
            .filter((entry) => entry.msg === "a submission could not be stored");
          // The six writes; with the database gone the rate limit fails first, and says it once.
          expect(failures).toHaveLength(6);
          expect(
            log.lines.filter((line) => line.includes('"database: unavailable (')),
          ).toHaveLength(1);
          for (const entry of failures) {
            expect(entry.submission).toMatch(/^[0-9a-f-]{36}$/);
            expect(["enquiry", "contact", "invite"]).toContain(entry.kind);
            expect(entry.err?.message.length).toBeGreaterThan(0);
          }
          expect(failures.some((entry) => /check constraint/.test(entry.err?.message ?? ""))).toBe(
            true,
          );
          const everything = log.lines.join("\n");
          for (const value of [...Object.values(TYPED), "Moon base", "zebulon", "98765", "0142"]) {
            expect(everything, value).not.toContain(value);
          }
        } finally {
          await service.app.close();
          await fresh.drop().catch(() => {});
        }
      }, 60_000);
    },
  );
}
