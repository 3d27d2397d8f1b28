import { describe, expect, it } from "vitest";
import { contactFieldAttributes, contactSchema } from "./contact";

const valid = {
  name: "Noor Haddad",
  email: "noor@example.com",
  subject: "Pilot for our clinic",
  message: "Three sites, one inbox.",
};

function errorsOf(values: Record<string, unknown>) {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("contact schema", () => {
  it("requires every field, keeping the SPEC's messages", () => {
    expect(errorsOf({ name: " ", email: "", subject: "", message: "\n" })).toEqual({
      name: "Please enter your name",
      email: "Invalid email address",
      subject: "Please enter a subject",
      message: "Please enter a message",
    });
    expect(contactSchema.parse({ ...valid, name: "  Noor " }).name).toBe("Noor");
  });

  it("refuses each field over its limit and accepts it at the limit", () => {
    const limits = [
      ["name", 100, "Please keep your name to 100 characters or fewer"],
      ["subject", 200, "Please keep the subject to 200 characters or fewer"],
      ["message", 5000, "Please keep your message to 5000 characters or fewer"],
    ] as const;
    for (const [field, max, message] of limits) {
      expect(errorsOf({ ...valid, [field]: "a".repeat(max) })[field]).toBeUndefined();
      expect(errorsOf({ ...valid, [field]: "a".repeat(max + 1) })[field]).toBe(message);
    }
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@x.io` }).email).toBe(
      "Please keep your email address to 254 characters or fewer",
    );
  });

  it("gives the form's fields the same limits as HTML attributes", () => {
    expect(contactFieldAttributes).toEqual({
      name: { required: true, maxLength: 100 },
      email: { type: "email", required: true, maxLength: 254 },
      subject: { required: true, maxLength: 200 },
      message: { required: true, maxLength: 5000 },
    });
  });
});
