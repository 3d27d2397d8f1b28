import { describe, expect, it } from "vitest";
import { inviteSchema } from "./invite";

function errorsOf(values: Record<string, unknown>) {
  const result = inviteSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("invite schema", () => {
  it("accepts an e-mail address or a phone number, trimmed", () => {
    expect(inviteSchema.parse({ contact: " ada@example.com " })).toEqual({
      contact: "ada@example.com",
    });
    for (const phone of ["+1 (555) 010-4200", "0044 20 7946 0958", "555.010.4200", "5550100"]) {
      expect(inviteSchema.parse({ contact: phone }).contact, phone).toBe(phone);
    }
  });

  it("asks for an email or phone number when empty or neither", () => {
    for (const contact of ["", "   ", "ada", "ada@", "12345", "call me maybe", "+1 555 abc 0100"]) {
      expect(errorsOf({ contact }), JSON.stringify(contact)).toEqual({
        contact: "Please enter an email or phone number",
      });
    }
  });

  it("refuses a value over 254 characters and accepts one at the limit", () => {
    const atLimit = `${"a".repeat(242)}@example.com`;
    expect(atLimit).toHaveLength(254);
    expect(errorsOf({ contact: atLimit })).toEqual({});
    expect(errorsOf({ contact: `a${atLimit}` })).toEqual({
      contact: "Please keep your email or phone number to 254 characters or fewer",
    });
  });
});
