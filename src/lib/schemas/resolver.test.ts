import { describe, expect, it } from "vitest";
import { contactSchema, emptyContactMessage } from "../../shared/schemas/contact";
import { schemaResolver } from "./resolver";

const resolve = (values: typeof emptyContactMessage) =>
  schemaResolver(contactSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe("schemaResolver", () => {
  it("gives the parsed values when the form is valid", async () => {
    const result = await resolve({
      name: " Noor ",
      email: "noor@example.com",
      subject: "Pilot",
      message: "Hello",
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: "Noor" });
  });

  it("gives the first message of each invalid field under its name", async () => {
    const result = await resolve({ ...emptyContactMessage, email: "not an address" });
    expect(result.values).toEqual({});
    expect(Object.keys(result.errors)).toEqual(["name", "email", "subject", "message"]);
    expect(result.errors.email?.message).toBe("Invalid email address");
    expect(result.errors.name?.message).toBe("Please enter your name");
  });
});
