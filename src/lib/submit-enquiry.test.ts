import { describe, expect, it, vi } from "vitest";
import type { EnquiryEmail } from "./enquiry-email";
import { emptyEnquiry } from "./schemas/enquiry";
import {
  browserTransport,
  failingTransport,
  simulatedTransport,
  submitEnquiry,
  type MailTransport,
} from "./submit-enquiry";

const values = {
  ...emptyEnquiry("Personal Assistant"),
  name: " Grace Hopper ",
  email: "grace@example.com",
  needs: "Sort my inbox and book meetings for me.",
};

function recordingTransport() {
  const sent: EnquiryEmail[] = [];
  const transport: MailTransport = {
    send: async (email) => {
      sent.push(email);
      return { messageId: `id-${sent.length}` };
    },
  };
  return { sent, transport };
}

describe("submitEnquiry", () => {
  it("sends the business e-mail, then the thank-you e-mail, and returns both message ids", async () => {
    const { sent, transport } = recordingTransport();
    const receipt = await submitEnquiry(values, transport);
    expect(receipt).toEqual({ success: true, businessMessageId: "id-1", clientMessageId: "id-2" });
    expect(sent.map((email) => email.subject)).toEqual([
      "New Form Submission: Grace Hopper - Personal Assistant",
      "Thank You for Contacting Automatica",
    ]);
  });

  it("rejects when the transport throws", async () => {
    await expect(submitEnquiry(values, failingTransport())).rejects.toThrow(
      "Simulated transport failure",
    );
  });

  it("rejects an invalid enquiry without sending anything", async () => {
    const { sent, transport } = recordingTransport();
    await expect(submitEnquiry({ ...values, name: "G" }, transport)).rejects.toThrow();
    expect(sent).toEqual([]);
  });

  it("by default only logs that both e-mails would be sent and returns mock ids", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const receipt = await submitEnquiry(values);
    expect(receipt.businessMessageId).toMatch(/^mock-/);
    expect(receipt.clientMessageId).toMatch(/^mock-/);
    expect(receipt.businessMessageId).not.toBe(receipt.clientMessageId);
    expect(info).toHaveBeenCalledTimes(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("browserTransport", () => {
  it("is the simulation unless a test asked for the failing one", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    await expect(
      simulatedTransport().send({ from: "", to: "", subject: "", fields: {} }),
    ).resolves.toMatchObject({ messageId: expect.stringMatching(/^mock-/) });
    window.__AUTOMATICA_TRANSPORT__ = "fail";
    try {
      await expect(
        browserTransport().send({ from: "", to: "", subject: "", fields: {} }),
      ).rejects.toThrow();
    } finally {
      delete window.__AUTOMATICA_TRANSPORT__;
    }
  });
});
