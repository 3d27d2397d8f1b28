import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emptyEnquiry,
  enquiryFieldAttributes,
  enquiryMessages,
  enquirySchema,
  parseInterest,
} from "./enquiry";

const valid = {
  ...emptyEnquiry(),
  name: "Ada Lovelace",
  email: "ada@example.com",
  needs: "Answer order-status questions in our web chat.",
};

/** The messages of the fields that fail, by field. */
function errorsOf(values: Record<string, unknown>) {
  const result = enquirySchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("enquiry schema", () => {
  it("accepts a complete enquiry and defaults interest to Chat Bot", () => {
    const result = enquirySchema.parse(valid);
    expect(result.interestedIn).toBe("Chat Bot");
    expect(result.phone).toBeUndefined();
  });

  it("refuses a 1-character name and accepts 2 characters", () => {
    expect(errorsOf({ ...valid, name: "A" }).name).toBe("Name must be at least 2 characters");
    expect(errorsOf({ ...valid, name: "Al" }).name).toBeUndefined();
  });

  it("counts the name after trimming, so whitespace-only is empty", () => {
    expect(errorsOf({ ...valid, name: "  A   " }).name).toBe(enquiryMessages.name);
    expect(errorsOf({ ...valid, name: "      " }).name).toBe(enquiryMessages.name);
    expect(enquirySchema.parse({ ...valid, name: "  Al  " }).name).toBe("Al");
  });

  it("refuses an invalid or empty e-mail address with 'Invalid email address'", () => {
    for (const email of ["", "   ", "ada", "ada@", "@example.com", "ada@example"]) {
      expect(errorsOf({ ...valid, email }).email).toBe("Invalid email address");
    }
    expect(enquirySchema.parse({ ...valid, email: "  ada@example.com " }).email).toBe(
      "ada@example.com",
    );
  });

  it("needs 10 to 500 characters, with a message at each end", () => {
    expect(errorsOf({ ...valid, needs: "a".repeat(9) }).needs).toBe(
      "Please describe your needs in at least 10 characters",
    );
    expect(errorsOf({ ...valid, needs: "a".repeat(10) }).needs).toBeUndefined();
    expect(errorsOf({ ...valid, needs: "a".repeat(500) }).needs).toBeUndefined();
    expect(errorsOf({ ...valid, needs: "a".repeat(501) }).needs).toBe(enquiryMessages.needsMax);
    expect(errorsOf({ ...valid, needs: `   ${"a".repeat(9)}   ` }).needs).toBe(
      enquiryMessages.needsMin,
    );
  });

  it("refuses each text over its limit with that field's message, and accepts it at the limit", () => {
    const limits = [
      ["name", 100, "Please keep your name to 100 characters or fewer"],
      ["phone", 40, "Please keep your phone number to 40 characters or fewer"],
      ["organization", 200, "Please keep your organisation's name to 200 characters or fewer"],
      ["additionalInfo", 2000, "Please keep this to 2000 characters or fewer"],
    ] as const;
    for (const [field, max, message] of limits) {
      expect(errorsOf({ ...valid, [field]: "a".repeat(max) })[field]).toBeUndefined();
      expect(errorsOf({ ...valid, [field]: "a".repeat(max + 1) })[field]).toBe(message);
    }
    const local = "a".repeat(64);
    const email = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(email).toHaveLength(254);
    expect(errorsOf({ ...valid, email }).email).toBeUndefined();
    expect(errorsOf({ ...valid, email: `a${email}` }).email).toBe(
      "Please keep your email address to 254 characters or fewer",
    );
  });

  it("gives the form's fields the same limits as HTML attributes", () => {
    expect(enquiryFieldAttributes).toEqual({
      name: { required: true, minLength: 2, maxLength: 100 },
      email: { type: "email", required: true, maxLength: 254 },
      phone: { type: "tel", maxLength: 40 },
      organization: { maxLength: 200 },
      needs: { required: true, minLength: 10, maxLength: 500 },
      additionalInfo: { maxLength: 2000 },
    });
  });

  it("refuses an interest that is not one of the five options", () => {
    expect(errorsOf({ ...valid, interestedIn: "Crypto" }).interestedIn).toBe(
      "Please select what you're interested in",
    );
    expect(errorsOf({ ...valid, interestedIn: undefined }).interestedIn).toBe(
      enquiryMessages.interestedIn,
    );
  });

  it("turns empty or whitespace-only optional fields into missing ones", () => {
    const result = enquirySchema.parse({
      ...valid,
      phone: "   ",
      organization: "",
      additionalInfo: undefined,
    });
    expect(result).toMatchObject({ phone: undefined, organization: undefined });
    expect(result.additionalInfo).toBeUndefined();
  });

  it("keeps emoji, right-to-left text and HTML-looking text as plain text", () => {
    const needs = '<script>alert("x")</script> مرحبا 👋🏽 need a bot';
    expect(enquirySchema.parse({ ...valid, name: "سارة 👩‍💻", needs }).needs).toBe(needs);
  });

  it("never throws, whatever strings it is given", () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string({ unit: "grapheme-composite", maxLength: 40 }),
          email: fc.string(),
          phone: fc.option(fc.string(), { nil: undefined }),
          organization: fc.string(),
          interestedIn: fc.string(),
          needs: fc.string({ unit: "grapheme", maxLength: 600 }),
          additionalInfo: fc.string(),
        }),
        (values) => {
          expect(() => enquirySchema.safeParse(values)).not.toThrow();
        },
      ),
      { numRuns: 200 },
    );
  }, 20_000);
});

describe("parseInterest", () => {
  it("accepts only the five options", () => {
    expect(parseInterest("FB Business Automation")).toBe("FB Business Automation");
    expect(parseInterest("fb business automation")).toBeUndefined();
    expect(parseInterest(null)).toBeUndefined();
  });
});
