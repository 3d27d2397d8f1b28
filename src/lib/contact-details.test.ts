import { describe, expect, it } from "vitest";
import { contactDetails, openingHours } from "./contact-details";

describe("contact details", () => {
  it("lists the opening hours as the SPEC writes them", () => {
    expect(openingHours()).toEqual([
      "Mon-Fri 9:00 AM-6:00 PM",
      "Sat 10:00 AM-4:00 PM",
      "Sun closed",
    ]);
  });

  it("carries the postal address, phone, e-mail and the hours' time zone of the site config", () => {
    expect(contactDetails()).toMatchObject({
      address: "350 Market Street, Suite 1200, San Francisco, CA 94105",
      phone: "+1 (555) 010-4200",
      phoneHref: "tel:+15550104200",
      email: "hello@automatica.example",
      emailHref: "mailto:hello@automatica.example",
      timeZone: "Pacific Time (PT)",
    });
  });
});
