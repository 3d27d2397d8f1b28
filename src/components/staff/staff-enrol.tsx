import type { StaffEnrolCopy } from "../../content/staff";
import { StaffApiError } from "../../lib/staff-client";
import { enrol, passkeyProblem } from "../../lib/staff-passkeys";
import type { StaffSettings } from "../../lib/staff-settings";
import { PasskeyButton } from "./passkey-button";

/** The invitation's token, from the link's fragment (`#token=…`): never sent in an address. */
export function enrolmentToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}

/**
 * Enrolment (issue 36): the invited member creates a passkey with the token of their link, which
 * the page reads from the fragment and posts in a JSON body; then the inbox, signed in. The token
 * leaves the address bar once used, so it is not left in the history.
 */
export function StaffEnrol({ copy, settings }: { copy: StaffEnrolCopy; settings: StaffSettings }) {
  return (
    <PasskeyButton
      label={copy.button}
      working={copy.working}
      action={async () => {
        const token = enrolmentToken(window.location.hash);
        if (!token) throw new MissingToken();
        await enrol(settings.api, token);
        window.history.replaceState(null, "", window.location.pathname);
        window.location.assign(settings.pages.inbox);
      }}
      describe={(error) => enrolProblem(error, copy)}
    />
  );
}

class MissingToken extends Error {}

/** What went wrong with an enrolment, in the page's words. */
export function enrolProblem(error: unknown, copy: StaffEnrolCopy): string {
  if (error instanceof MissingToken) return copy.noToken;
  if (error instanceof StaffApiError)
    return error.status === 400 ||
      error.status === 403 ||
      error.status === 404 ||
      error.status === 410
      ? copy.refused
      : copy.failed;
  const problem = passkeyProblem(error);
  return problem ? copy[problem] : copy.failed;
}
