// Strict input at the form API: JSON bodies in UTF-8 without a byte-order mark, every form field
// text (nothing else, and a form field only once), text stored in NFC without a line break where
// the field is single-line, and with '\n' for every line break where it is multi-line. On PGlite in
// memory, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactFieldMessages } from "../src/shared/schemas/contact.ts";
import { enquiryMessages } from "../src/shared/schemas/enquiry.ts";
import { createService, type Service } from "./service.ts";
import { charsetOf } from "./json-body.ts";
import { forms } from "./submissions/forms.ts";
import {
  BACKENDS,
  formEncode,
  freshDatabase,
  TEST_DATABASE_URL,
  testConfig,
  truncate,
  VALID,
} from "./test-support.ts";
import { makeBuild } from "./test-helpers.ts";

const JSON_TYPE = { "content-type": "application/json" };
const FORM = { "content-type": "application/x-www-form-urlencoded" };
/** What each form field is called where the API names it. */
const LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  organization: "Organization",
  interestedIn: "Interested in",
  needs: "Needs",
  additionalInfo: "Additional info",
  subject: "Subject",
  message: "Message",
  contact: "Email or phone",
};
/** Everything JSON has that is not a string. */
const NOT_TEXT = [
  ["a list", ["Ada", "Lovelace"]],
  ["an empty list", []],
  ["an object", { first: "Ada" }],
  ["a number", 5550100],
  ["a boolean", true],
  ["null", null],
] as const;

let build: ReturnType<typeof makeBuild>;
beforeAll(() => {
  build = makeBuild();
});
afterAll(() => build.remove());

describe("charsetOf", () => {
  it("reads the charset parameter, quoted or not, in any case", () => {
    expect(charsetOf("application/json")).toBeUndefined();
    expect(charsetOf("application/json; charset=UTF-8")).toBe("utf-8");
    expect(charsetOf('application/json;charset="latin1"')).toBe("latin1");
    expect(charsetOf("application/json; foo=bar; Charset = ISO-8859-1 ")).toBe("iso-8859-1");
  });
});

for (const backend of BACKENDS) {
  describe.runIf(!backend.postgres || TEST_DATABASE_URL)(`strict input on ${backend.name}`, () => {
    let fresh: Awaited<ReturnType<typeof freshDatabase>>;
    let service: Service;
    let app: typeof service.app;

    beforeAll(async () => {
      fresh = await freshDatabase(backend.postgres);
      service = await createService({
        config: testConfig(),
        dir: build.dir,
        database: fresh.database,
      });
      app = service.app;
      await app.ready();
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await fresh.drop();
    });
    beforeEach(() => truncate(fresh.database.db));

    const stored = () => service.store.list();
    const postJson = (payload: string | Buffer, headers: Record<string, string> = JSON_TYPE) =>
      app.inject({ method: "POST", url: "/api/contact", headers, payload });

    describe("JSON bodies", () => {
      it("accepts UTF-8, with or without charset=utf-8 in any case or quoted", async () => {
        const body = JSON.stringify({ ...VALID.contact, name: "Zoë Ångström 👩‍💻" });
        for (const type of [
          "application/json",
          "application/json; charset=utf-8",
          "application/json;charset=UTF-8",
          'application/json; charset="utf-8"',
          "application/json; charset=utf8",
        ]) {
          const response = await postJson(Buffer.from(body, "utf8"), { "content-type": type });
          expect(response.statusCode, type).toBe(201);
        }
        expect((await stored()).map((submission) => submission.data.name)).toEqual(
          Array(5).fill("Zoë Ångström 👩‍💻"),
        );
      });

      it("answers 415 to a JSON body in any other charset", async () => {
        for (const charset of ["latin1", "ISO-8859-1", "utf-16", "windows-1252", "us-ascii"]) {
          const response = await postJson(
            Buffer.from(JSON.stringify({ ...VALID.contact, name: "Zoë" }), "latin1"),
            { "content-type": `application/json; charset=${charset}` },
          );
          expect(response.statusCode, charset).toBe(415);
          expect(response.json().error).toBe(
            "A JSON body must be UTF-8 (charset=utf-8, or no charset)",
          );
        }
        expect(await stored()).toEqual([]);
      });

      it("answers 400 to a JSON body that starts with a byte-order mark", async () => {
        const response = await postJson(
          Buffer.concat([
            Buffer.from([0xef, 0xbb, 0xbf]),
            Buffer.from(JSON.stringify(VALID.contact)),
          ]),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe("The JSON body must not start with a byte-order mark");
        expect(await stored()).toEqual([]);
      });

      it("answers 400 to bytes that are not UTF-8", async () => {
        for (const bytes of [
          [0xe9], // 'é' in Latin-1
          [0xc3], // half a two-byte sequence
          [0xed, 0xa0, 0x80], // an encoded surrogate
          [0xc0, 0xaf], // an overlong '/'
          [0xff],
        ]) {
          const body = Buffer.concat([
            Buffer.from(`{"name":"Zo`),
            Buffer.from(bytes),
            Buffer.from(`","email":"noor@example.com","subject":"Hi","message":"Hello"}`),
          ]);
          const response = await postJson(body);
          expect(response.statusCode, String(bytes)).toBe(400);
          expect(response.json().error).toBe("The JSON body is not valid UTF-8");
        }
        expect(await stored()).toEqual([]);
      });

      it("still refuses an empty body, broken JSON and a poisoned prototype", async () => {
        for (const payload of ["", '{"name": ', '{"__proto__": {"x": 1}, "name": "Noor"}']) {
          const response = await postJson(payload);
          expect(response.statusCode, payload).toBe(400);
        }
        const constructor = await postJson('{"constructor": {"prototype": {"x": 1}}}');
        expect(constructor.statusCode).toBe(400);
        expect(await stored()).toEqual([]);
      });

      it("leaves form posts to their own parser", async () => {
        const response = await app.inject({
          method: "POST",
          url: "/api/contact",
          headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
          payload: formEncode(VALID.contact),
        });
        expect(response.statusCode).toBe(303);
      });
    });

    describe.each(Object.values(forms))("the $kind form's fields", (form) => {
      const valid: Record<string, string> = VALID[form.kind];

      it.each(form.fields)("refuses %s sent as anything but text, naming it", async (field) => {
        for (const [what, value] of NOT_TEXT) {
          const response = await app.inject({
            method: "POST",
            url: form.endpoint,
            payload: { ...valid, [field]: value },
          });
          expect(response.statusCode, what).toBe(400);
          expect(response.json(), what).toEqual({
            errors: { [field]: `${LABELS[field]} must be a single text value` },
          });
        }
        expect(await stored()).toEqual([]);
      });

      it.each(form.fields)("refuses %s given twice in a form post, naming it", async (field) => {
        const params = new URLSearchParams(valid);
        params.append(field, valid[field] || "again");
        const response = await app.inject({
          method: "POST",
          url: form.endpoint,
          headers: FORM,
          payload: params.toString(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.body).toContain(
          `${LABELS[field]}:</span> ${LABELS[field]} must be a single text value`,
        );
        expect(await stored()).toEqual([]);
      });
    });

    it("reports a field of the wrong type with the schema's messages for the others, in the form's order", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        payload: { ...VALID.enquiry, name: "A", needs: ["Route invoices to accounting."] },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.entries(response.json().errors)).toEqual([
        ["name", enquiryMessages.name],
        ["needs", "Needs must be a single text value"],
      ]);
    });

    it("still takes what the site's own forms send beside the fields: numbers, objects, the proof of work", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/enquiries",
        payload: {
          ...VALID.enquiry,
          phone: undefined,
          elapsedMs: 12_345,
          source: { landingPage: "/pricing", utm: { utm_source: "newsletter" } },
          altcha: null,
          idempotencyKey: "8a4a8a57-6b9c-4c1e-9b1e-1f0c3f2b7a10",
        },
      });
      expect(response.statusCode).toBe(201);
      expect(await stored()).toHaveLength(1);
    });

    it("refuses CR, LF, NEL and LINE SEPARATOR inside a name or a subject", async () => {
      for (const lineBreak of ["\r", "\n", "\r\n", "\u0085", "\u2028"]) {
        const name = await app.inject({
          method: "POST",
          url: "/api/contact",
          payload: { ...VALID.contact, name: `Noor${lineBreak}Haddad` },
        });
        expect(name.statusCode, JSON.stringify(lineBreak)).toBe(400);
        expect(name.json().errors).toEqual({ name: contactFieldMessages.nameLine });
        const subject = await app.inject({
          method: "POST",
          url: "/api/contact",
          headers: FORM,
          payload: formEncode({ ...VALID.contact, subject: `Pilot${lineBreak}Bcc: x@example.com` }),
        });
        expect(subject.statusCode, JSON.stringify(lineBreak)).toBe(400);
        expect(subject.body).toContain(`Subject:</span> ${contactFieldMessages.subjectLine}`);
      }
      expect(await stored()).toEqual([]);
    });

    it("refuses NUL and other control characters instead of storing them", async () => {
      for (const control of ["\u0000", "\t", "\u001b", "\u007f", "\u009b"]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/contact",
          payload: { ...VALID.contact, name: `Noor${control}Haddad`, message: `Hi${control}` },
        });
        expect(response.statusCode, JSON.stringify(control)).toBe(400);
        expect(response.json().errors.name).toBe(contactFieldMessages.nameControls);
        if (control !== "\t") {
          expect(response.json().errors.message).toBe(contactFieldMessages.messageControls);
        }
      }
      expect(await stored()).toEqual([]);
    });

    it("stores every line break of a message as '\\n', from JSON and from a form post", async () => {
      const message = "Three sites,\r\none inbox.\rMornings only.\u2028Thanks!\n";
      await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...VALID.contact, message },
      });
      // A browser sends a textarea's line breaks as CRLF.
      await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: FORM,
        payload: formEncode({ ...VALID.contact, message: "Line one\r\nLine two\tand a tab" }),
      });
      expect((await stored()).map((submission) => submission.data.message)).toEqual([
        "Three sites,\none inbox.\nMornings only.\nThanks!",
        "Line one\nLine two\tand a tab",
      ]);
    });

    it("stores text in Unicode NFC, trimmed", async () => {
      await app.inject({
        method: "POST",
        url: "/api/enquiries",
        payload: {
          ...VALID.enquiry,
          name: "  Rene\u0301e A\u030angstro\u0308m ",
          organization: "Cafe\u0301 Mu\u0308ller\t",
          needs: "Re\u0301sume\u0301 screening for our cafe\u0301s.",
        },
      });
      const [submission] = await stored();
      expect(submission?.data).toMatchObject({
        name: "Ren\u00e9e \u00c5ngstr\u00f6m",
        organization: "Caf\u00e9 M\u00fcller",
        needs: "R\u00e9sum\u00e9 screening for our caf\u00e9s.",
      });
    });
  });
}
