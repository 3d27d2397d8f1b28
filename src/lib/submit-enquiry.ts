import { buildBusinessEmail, buildThankYouEmail, type EnquiryEmail } from "./enquiry-email";
import { enquirySchema } from "./schemas/enquiry";

/** Sends one e-mail and returns its message id; throws when it cannot. */
export interface MailTransport {
  send(email: EnquiryEmail): Promise<{ messageId: string }>;
}

export interface EnquiryReceipt {
  success: true;
  /** Message id of the e-mail to the business. */
  businessMessageId: string;
  /** Message id of the thank-you e-mail to the visitor. */
  clientMessageId: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The SPEC's simulation (section 7): logs that the e-mail would be sent and returns a mock message
 * id. No network call is made. `delayMs` only lets the 'Sending...' state be seen.
 */
export function simulatedTransport({ delayMs = 0 } = {}): MailTransport {
  let sent = 0;
  return {
    async send(email) {
      await wait(delayMs);
      sent += 1;
      console.info(`[simulated] would send "${email.subject}" to ${email.to}`);
      return { messageId: `mock-${Date.now().toString(36)}-${sent}` };
    },
  };
}

/** A transport that always fails: the failure path, for tests. */
export function failingTransport(): MailTransport {
  return {
    send: () => Promise.reject(new Error("Simulated transport failure")),
  };
}

declare global {
  interface Window {
    /** Test hook: "fail" makes the lead form's transport fail (Playwright sets it with addInitScript). */
    __AUTOMATICA_TRANSPORT__?: string;
  }
}

/**
 * The transport the lead form uses in the browser: the simulation, unless a browser test has set
 * `window.__AUTOMATICA_TRANSPORT__ = "fail"` before the page loaded (nothing on the site sets it).
 */
export function browserTransport(): MailTransport {
  if (typeof window !== "undefined" && window.__AUTOMATICA_TRANSPORT__ === "fail") {
    return failingTransport();
  }
  return simulatedTransport({ delayMs: 800 });
}

/**
 * Validates an enquiry with the lead form's schema, builds the business and thank-you e-mails and
 * hands both to the transport. Rejects when the enquiry is invalid or the transport throws.
 */
export async function submitEnquiry(
  values: unknown,
  transport: MailTransport = simulatedTransport(),
): Promise<EnquiryReceipt> {
  const enquiry = enquirySchema.parse(values);
  const business = await transport.send(buildBusinessEmail(enquiry));
  const client = await transport.send(buildThankYouEmail(enquiry));
  return {
    success: true,
    businessMessageId: business.messageId,
    clientMessageId: client.messageId,
  };
}
