/**
 * The passkey ceremonies of the staff door (issue 36, point 1), with @simplewebauthn/browser: the
 * server makes the options, the browser's authenticator answers, the server verifies. Enrolment
 * posts the invitation's token (from the link's fragment) in a JSON body; sign-in asks for a
 * discoverable credential, so no user name is typed; a signed-in member can add another passkey.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { staffSend } from "./staff-client";
import type { StaffAddresses } from "./staff-settings";

/**
 * Why a ceremony did not end in a passkey: the person cancelled, the browser cannot, or this device
 * already holds one of theirs.
 */
export type PasskeyProblem = "cancelled" | "unsupported" | "registered";

/** The authenticator's refusal, in the terms the pages speak; undefined for anything else. */
export function passkeyProblem(error: unknown): PasskeyProblem | undefined {
  if (!browserSupportsWebAuthn()) return "unsupported";
  const name = error instanceof Error ? error.name : "";
  // NotAllowedError: cancelled, timed out or no passkey chosen; AbortError: another ceremony began.
  if (name === "NotAllowedError" || name === "AbortError") return "cancelled";
  // InvalidStateError: this authenticator already holds a passkey of this member.
  if (name === "InvalidStateError") return "registered";
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERROR_CEREMONY_ABORTED") return "cancelled";
  return undefined;
}

type Options = Parameters<typeof startRegistration>[0]["optionsJSON"];
type AuthOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];

/** Creates the first passkey of an invited member; the server then starts the session. */
export async function enrol(api: StaffAddresses, token: string): Promise<void> {
  const options = await staffSend<Options>(api.enrolOptions, { token });
  const response = await startRegistration({ optionsJSON: options });
  await staffSend(api.enrolVerify, { token, response });
}

/** Signs in with a discoverable passkey. */
export async function signIn(api: StaffAddresses): Promise<void> {
  const options = await staffSend<AuthOptions>(api.signInOptions, {});
  const response = await startAuthentication({ optionsJSON: options });
  await staffSend(api.signInVerify, { response });
}

/** Registers one more passkey for the member signed in. */
export async function addPasskey(api: StaffAddresses): Promise<void> {
  const options = await staffSend<Options>(api.passkeyOptions, {});
  const response = await startRegistration({ optionsJSON: options });
  await staffSend(api.passkeyVerify, { response });
}
