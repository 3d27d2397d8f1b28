// Data rights that find the whole person and only that person: `export` and `erase` find an
// address however it was spelt, as the confirmation cap does (case, +tag, Gmail's dots,
// googlemail.com), and a phone number however it was written (its digits). What is the person's
// own is exported or erased; what carries another spelling of the address, or the number with
// another person's address, is listed apart and left alone unless includeRelated. Jane's erasure
// leaves Bob's enquiry, which gave her phone number, and his confirmation record. On PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin } from "./admin.ts";
import { describeErasure } from "./cli.ts";
import { openDatabase } from "./db/index.ts";
import { confirmationGrants, type SubmissionKind } from "./db/schema.ts";
import { createStore } from "./submissions/store.ts";
import { NO_POSTGRES, POSTGRES_BIN, startCluster } from "./test-cluster.ts";
import { BACKENDS, freshDatabase, TEST_DATABASE_URL, truncate, VALID } from "./test-support.ts";

const JANES_PHONE = "+44 20 7946 0001";

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(
    `data rights on ${backend.name}`,
    { timeout: 60_000 },
    () => {
      let fresh: Awaited<ReturnType<typeof freshDatabase>>;
      let store: ReturnType<typeof createStore>;
      let admin: ReturnType<typeof createAdmin>;
      /** The seeded submissions' ids, by name. */
      let ids: Record<string, string> = {};

      beforeAll(async () => {
        fresh = await freshDatabase(backend.postgres);
        store = createStore(fresh.database.db);
        admin = createAdmin({ store, webhook: false, confirmationsPerHour: 100 });
      }, 60_000);
      afterAll(() => fresh?.drop());

      /** Stores an ok submission, with a confirmation to its address (within the one-a-day cap). */
      const seed = async (kind: SubmissionKind, data: Record<string, string>) => {
        const confirmTo = [data.email, data.contact].find((value) => value?.includes("@"));
        const { id } = await store.submit({
          kind,
          data,
          channels: ["business_email", "thank_you_email"],
          confirmTo,
          confirmationsPerHour: 100,
        });
        return id;
      };

      beforeEach(async () => {
        await truncate(fresh.database.db);
        ids = {
          janeEnquiry: await seed("enquiry", {
            ...VALID.enquiry,
            name: "Jane Doe",
            email: "jane.doe@example.com",
            phone: JANES_PHONE,
          }),
          janeContact: await seed("contact", {
            ...VALID.contact,
            name: "Jane Doe",
            email: "Jane.Doe@Example.COM",
          }),
          janeInvite: await seed("invite", { contact: "jane.doe@example.com" }),
          janeNews: await seed("contact", {
            ...VALID.contact,
            name: "Jane Doe",
            email: "jane.doe+news@example.com",
          }),
          janePhoneInvite: await seed("invite", { contact: "+44-20-7946-0001" }),
          bobEnquiry: await seed("enquiry", {
            ...VALID.enquiry,
            name: "Bob Stone",
            email: "bob@example.com",
            phone: "(+44) 20 7946 0001",
          }),
          joDots: await seed("contact", { ...VALID.contact, email: "jo.smith@gmail.com" }),
          joGooglemail: await seed("invite", { contact: "josmith+x@googlemail.com" }),
          joExact: await seed("enquiry", { ...VALID.enquiry, email: "JoSmith@gmail.com" }),
          noorEnquiry: await seed("enquiry", {
            ...VALID.enquiry,
            email: "noor@example.com",
            phone: "+1 555 010 7777",
          }),
          noorInvite: await seed("invite", { contact: "1-555-010-7777" }),
        };
      });

      const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
      const named = (...names: string[]) => names.map((name) => ids[name]).sort();

      /** Whether an address's confirmation record is still there. */
      const hasConfirmationRecord = async (address: string) => {
        const hashes = await fresh.database.db
          .select({ addressHash: confirmationGrants.addressHash })
          .from(confirmationGrants);
        const { createHmac } = await import("node:crypto");
        const { cachedSecret } = await import("./secrets.ts");
        const key = await cachedSecret(fresh.database.db, "hash")();
        const { normaliseAddress } = await import("./submissions/store.ts");
        const hash = createHmac("sha256", key).update(normaliseAddress(address)).digest("hex");
        return hashes.some((row) => row.addressHash === hash);
      };

      it("exports an address in any case as the person's, and its +tag spelling apart", async () => {
        const found = await admin.exportPerson({ email: "jane.doe@example.com" });
        expect(idsOf(found.submissions)).toEqual(named("janeEnquiry", "janeContact", "janeInvite"));
        expect(found.related).toEqual([
          expect.objectContaining({
            id: ids.janeNews,
            why: "another spelling of the address: jane.doe+news@example.com",
          }),
        ]);
        const all = await admin.exportPerson({
          email: "JANE.DOE@example.com",
          includeRelated: true,
        });
        expect(idsOf(all.submissions)).toEqual(
          named("janeEnquiry", "janeContact", "janeInvite", "janeNews"),
        );
        // The whole submission, as an access request wants it.
        expect(all.submissions.find((row) => row.id === ids.janeNews)?.data.email).toBe(
          "jane.doe+news@example.com",
        );
      });

      it("finds a Gmail address with or without its dots, its +tag and googlemail.com", async () => {
        const found = await admin.exportPerson({ email: "josmith@gmail.com" });
        expect(idsOf(found.submissions)).toEqual(named("joExact"));
        expect(idsOf(found.related)).toEqual(named("joDots", "joGooglemail"));
        const fromGooglemail = await admin.exportPerson({
          email: "jo.smith@googlemail.com",
          includeRelated: true,
        });
        expect(idsOf(fromGooglemail.submissions)).toEqual(
          named("joDots", "joExact", "joGooglemail"),
        );
      });

      it("matches a phone number on its digits, however it was written", async () => {
        for (const written of ["+1 555 010 7777", "15550107777", "(1) 555-010-7777"]) {
          const found = await admin.exportPerson({ phone: written });
          expect(idsOf(found.submissions)).toEqual(named("noorEnquiry", "noorInvite"));
          expect(found.related).toEqual([]);
        }
        await expect(admin.exportPerson({ phone: "12-34" })).rejects.toThrow(/7 digits/);
      });

      it("lists a phone shared with another person apart, in the dry run too, and erases none of it", async () => {
        const dry = await admin.erase({ phone: JANES_PHONE, dryRun: true });
        // Only the invite that gave the number alone is surely the asker's.
        expect(idsOf(dry.submissions)).toEqual(named("janePhoneInvite"));
        expect(idsOf(dry.related)).toEqual(named("bobEnquiry", "janeEnquiry"));
        expect(dry.related.find((row) => row.id === ids.bobEnquiry)?.why).toBe(
          "the same phone number, given with 2 different addresses (a shared phone): this one with bob@example.com",
        );
        const text = describeErasure(dry, `phone ${JANES_PHONE}`);
        expect(text).toContain(
          `Would erase for phone ${JANES_PHONE}: 1 submission, 1 delivery record, 0 idempotency keys, 0 confirmation records.`,
        );
        expect(text).toContain(
          "Related, left alone (perhaps another person's; add --include-related to erase them too): 2 submissions.",
        );
        expect(text).toContain(`${ids.bobEnquiry}  the same phone number`);
        expect(text).toContain(`${ids.janeEnquiry}  the same phone number`);
        expect(text).toContain("Nothing was deleted (--dry-run).");
        expect(await store.countSubmissions()).toBe(11);
      });

      it("erases Jane by her address and number: Bob's enquiry and his confirmation record survive", async () => {
        const dry = await admin.erase({
          email: "jane.doe@example.com",
          phone: JANES_PHONE,
          dryRun: true,
        });
        expect(idsOf(dry.submissions)).toEqual(
          named("janeEnquiry", "janeContact", "janeInvite", "janePhoneInvite"),
        );
        expect(idsOf(dry.related)).toEqual(named("bobEnquiry", "janeNews"));
        expect(dry.related.find((row) => row.id === ids.bobEnquiry)?.why).toBe(
          "the same phone number, given with another address: bob@example.com",
        );

        const done = await admin.erase({ email: "jane.doe@example.com", phone: JANES_PHONE });
        expect(idsOf(done.submissions)).toEqual(idsOf(dry.submissions));
        expect(done.confirmationRecords).toBe(1);
        expect(done.scrubbed).toMatchObject({ vacuumed: true });
        const left = idsOf(await store.list());
        expect(left).toContain(ids.bobEnquiry);
        expect(left).toContain(ids.janeNews);
        expect(left).toHaveLength(7);
        expect(await hasConfirmationRecord("bob@example.com")).toBe(true);
        expect(await hasConfirmationRecord("jane.doe@example.com")).toBe(false);
        expect(await store.deliveriesOf(String(ids.janeEnquiry))).toEqual([]);
        expect(await store.deliveriesOf(String(ids.bobEnquiry))).toHaveLength(2);
      });

      it("erases the related ones too with includeRelated", async () => {
        const done = await admin.erase({ email: "jane.doe@example.com", includeRelated: true });
        expect(idsOf(done.submissions)).toEqual(
          named("janeEnquiry", "janeContact", "janeInvite", "janeNews"),
        );
        expect(describeErasure(done, "jane.doe@example.com")).toContain(
          "Related, erased too (--include-related): 1 submission.",
        );
        const left = idsOf(await store.list());
        expect(left).toContain(ids.bobEnquiry);
        expect(left).toContain(ids.janePhoneInvite);
        expect(left).toHaveLength(7);

        // A phone that nobody else gave is the person's, with the address that came with it.
        const noor = await admin.erase({ phone: "+1 (555) 010-7777" });
        expect(idsOf(noor.submissions)).toEqual(named("noorEnquiry", "noorInvite"));
        expect(noor.confirmationRecords).toBe(1);
        expect(await hasConfirmationRecord("noor@example.com")).toBe(false);
        expect(await hasConfirmationRecord("bob@example.com")).toBe(true);
      });
    },
  );
}

// The scrub after an erasure, on PostgreSQL's own files: a cluster of the test's own, whose files
// the test can read, with wal_recycle off (docs/operations.md) and a role that may checkpoint (a
// superuser). (PGlite's: server/data-dir.test.ts.)
describe.runIf(POSTGRES_BIN)(
  `an erasure on a PostgreSQL cluster${POSTGRES_BIN ? "" : ` (skipped: ${NO_POSTGRES})`}`,
  () => {
    let cluster: Awaited<ReturnType<typeof startCluster>>;
    beforeAll(async () => {
      cluster = await startCluster({ settings: ["wal_recycle = off"] });
    }, 120_000);
    afterAll(() => cluster?.remove());

    /** The files of the cluster that hold `text`. */
    const filesHolding = (text: string) =>
      fs.readdirSync(cluster.pgdata, { recursive: true, encoding: "utf8" }).filter((name) => {
        const file = path.join(cluster.pgdata, name);
        return fs.lstatSync(file).isFile() && fs.readFileSync(file).includes(text);
      });

    it("leaves the erased text in none of its table files nor its live WAL", async () => {
      const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 2 });
      try {
        const store = createStore(database.db);
        for (const email of ["jane@example.com", "noor@example.com"]) {
          await store.submit({
            kind: "contact",
            data: { ...VALID.contact, email, message: `PGMARK1 ${email}` },
            channels: ["business_email"],
            confirmationsPerHour: 100,
          });
        }
        // On disk, in the tables as well as the WAL.
        await database.db.execute(sql`checkpoint`);
        expect(filesHolding("PGMARK1 jane@example.com").length).toBeGreaterThanOrEqual(2);
        const erased = await store.erase({ email: "jane@example.com" });
        expect(erased.scrubbed).toEqual({ vacuumed: true, checkpointed: true });
        expect(filesHolding("PGMARK1 jane@example.com")).toEqual([]);
        expect(filesHolding("PGMARK1 noor@example.com")).not.toEqual([]);
      } finally {
        await database.close();
      }
    }, 120_000);
  },
);
