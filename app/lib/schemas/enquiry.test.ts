import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyEnquiry, enquiryMessages, enquirySchema, parseInterest } from "./enquiry";

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
