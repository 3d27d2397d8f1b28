// Whatever a client sends to the form API: never a 500, and nothing stored unless the form's schema
// accepts it; a form field sent as anything but text refused, naming it; what is stored is text in
// NFC, trimmed, without control characters (but '\n' and tabs in multi-line fields). 2,000 random
// bodies to each endpoint, JSON and form-encoded.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createService, type Service } from "./service.ts";
import { forms, submissionData } from "./submissions/forms.ts";
import { makeBuild } from "./test-helpers.ts";
import { freshDatabase, testConfig, VALID } from "./test-support.ts";

const RUNS = 2000;
/** The fields that keep line breaks (as '\n') and tabs. */
const MULTI_LINE = new Set(["needs", "additionalInfo", "message"]);

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let service: Service;
let build: ReturnType<typeof makeBuild>;

beforeAll(async () => {
  fresh = await freshDatabase(false);
  build = makeBuild();
  service = await createService({ config: testConfig(), dir: build.dir, database: fresh.database });
  await service.app.ready();
}, 60_000);
afterAll(async () => {
  await service.app.close();
  await fresh.drop();
  build.remove();
});

/** The characters the input rules are about: line breaks, controls, combining marks, spaces. */
const tricky = fc.constantFrom(
  "\n",
  "\r",
  "\r\n",
  "\u0085",
  "\u2028",
  "\u2029",
  "\t",
  "\u0000",
  "\u001b",
  "\u007f",
  "\u009b",
  "\u0301",
  "e\u0301",
  "\u00e9",
  " ",
  "\ufeff",
);
/** Text made of ordinary letters and those characters. */
const trickyText = fc.string({ unit: fc.oneof(fc.constantFrom("a", "b", "@", "."), tricky) });

/** Any JSON value, shallow enough to stay fast. */
const anyValue = fc.oneof(
  { maxDepth: 2 },
  fc.string(),
  trickyText,
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);

/**
 * A body for `kind`: its valid values with some fields replaced by anything (so a fair share is
 * valid), plus arbitrary extra keys, the honeypot now and then.
 */
const bodyFor = (kind: keyof typeof forms) => {
  const valid: Record<string, string> = VALID[kind];
  return fc
    .tuple(
      fc.record(
        Object.fromEntries(
          forms[kind].fields.map((field) => [
            field,
            fc.oneof(
              {
                weight: 3,
                arbitrary: fc.constant(valid[field] ?? ""),
              },
              {
                weight: 1,
                // The valid value with one of those characters at its start, in it or at its end.
                arbitrary: fc.tuple(tricky, fc.nat(), fc.boolean()).map(([inserted, at, end]) => {
                  const value = String(valid[field] ?? "");
                  const index = end ? value.length : at % (value.length + 1);
                  return value.slice(0, index) + inserted + value.slice(index);
                }),
              },
              { weight: 1, arbitrary: anyValue },
            ),
          ]),
        ),
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 }),
      fc.option(fc.constantFrom("", " ", "https://spam.example"), { nil: undefined }),
    )
    .map(([fields, extra, website]) => ({
      ...extra,
      ...fields,
      ...(website === undefined ? {} : { website }),
    }));
};

/** As a browser would send a form: every value as text, or a repeated key for an array. */
const formEncode = (body: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else
      params.append(
        key,
        typeof value === "object" && value !== null ? JSON.stringify(value) : String(value),
      );
  }
  return params.toString();
};

describe.each(["enquiry", "contact", "invite"] as const)(
  "random bodies to the %s endpoint",
  (kind) => {
    it(`never answer 500 and store only what the schema accepts (${RUNS} bodies)`, async () => {
      const form = forms[kind];
      const before = await service.store.countSubmissions({ kind });
      /** The values of every body that should have been stored. */
      const expected: string[] = [];
      await fc.assert(
        fc.asyncProperty(
          bodyFor(kind),
          fc.boolean(),
          fc.boolean(),
          async (body, asForm, broken) => {
            const json = JSON.stringify(body);
            const payload = asForm ? formEncode(body) : broken ? json.slice(0, -1) : json;
            const response = await service.app.inject({
              method: "POST",
              url: form.endpoint,
              headers: {
                "content-type": asForm ? "application/x-www-form-urlencoded" : "application/json",
              },
              payload,
            });
            expect(response.statusCode).toBeLessThan(500);
            // Unparsable JSON is refused whole, and so may be JSON that would poison a prototype.
            if (!asForm && broken) {
              expect(response.statusCode).toBe(400);
              return;
            }
            if (!asForm && /"(__proto__|constructor)":/.test(json) && response.statusCode === 400)
              return;
            // What the server parsed: the JSON as sent (Infinity or NaN become null there), or the
            // form as the body parser reads it.
            const parsed: Record<string, unknown> = asForm ? parseForm(payload) : JSON.parse(json);
            const honeypot = typeof parsed.website === "string" && parsed.website.trim() !== "";
            const result = form.body.safeParse(parsed);
            const success = asForm ? 303 : 201;
            expect(response.statusCode).toBe(honeypot || result.success ? success : 400);
            // A form field sent as anything but text is refused by name, whatever else the body has.
            const notText = form.fields.filter(
              (field) => Object.hasOwn(parsed, field) && typeof parsed[field] !== "string",
            );
            if (notText.length > 0) {
              expect(result.success).toBe(false);
              if (!honeypot && !asForm) {
                for (const field of notText) {
                  expect(response.json().errors[field]).toMatch(/ must be a single text value$/);
                }
              }
            }
            // A valid body is stored; with the honeypot filled, as spam.
            if (result.success)
              expected.push(
                canonical(submissionData(form, result.data)) + (honeypot ? " (spam)" : ""),
              );
          },
        ),
        { numRuns: RUNS },
      );
      // Exactly the accepted bodies were stored, each once, with the schema's output, and those with
      // the honeypot filled as spam.
      const stored = (await service.store.list())
        .filter((submission) => submission.kind === kind)
        .slice(before)
        .map(
          (submission) =>
            canonical(submission.data) +
            (submission.reasons.includes("the hidden field was filled")
              ? ` (${submission.verdict})`
              : ""),
        );
      expect(stored.sort()).toEqual(expected.sort());
      // Whatever was stored is clean text.
      for (const submission of (await service.store.list()).filter((s) => s.kind === kind)) {
        for (const [field, value] of Object.entries(submission.data)) {
          expect(typeof value).toBe("string");
          expect(value).toBe(value.normalize("NFC"));
          expect(value).toBe(value.trim());
          expect(value).not.toMatch(
            MULTI_LINE.has(field) ? /(?![\t\n])\p{Cc}|[\u2028\u2029]/u : /\p{Cc}|[\u2028\u2029]/u,
          );
        }
      }
      // A fair share got through, so the property says something about accepted bodies too.
      expect(expected.length).toBeGreaterThan(RUNS / 20);
    }, 60_000);
  },
);

function canonical(data: Record<string, string>) {
  return JSON.stringify(
    Object.keys(data)
      .sort()
      .map((key) => [key, data[key]]),
  );
}

/** A form body as the server's parser reads it: a repeated key becomes a list. */
function parseForm(payload: string) {
  const parsed: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(payload)) {
    const seen = parsed[key];
    parsed[key] = seen === undefined ? value : [seen, value].flat();
  }
  return parsed;
}
