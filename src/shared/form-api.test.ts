import { describe, expect, it } from "vitest";
import { apiUrl, formApi } from "./form-api";

describe("apiUrl", () => {
  it("keeps an endpoint on the site's own origin when no API origin is set", () => {
    expect(apiUrl(formApi.enquiry.endpoint, undefined)).toBe("/api/enquiries");
  });

  it("points at PUBLIC_API_ORIGIN when the site is hosted without its server", () => {
    expect(apiUrl(formApi.contact.endpoint, "https://api.automatica.example")).toBe(
      "https://api.automatica.example/api/contact",
    );
  });
});

describe("formApi", () => {
  it("gives each form a thank-you page under its own page", () => {
    for (const { formPath, thanksPath } of Object.values(formApi)) {
      expect(thanksPath).toBe(`${formPath}/thanks`);
    }
  });
});
