import type { StaffSignInCopy } from "../../content/staff";
import { fill } from "../../shared/fill";
import { StaffApiError } from "../../lib/staff-client";
import { passkeyProblem, signIn } from "../../lib/staff-passkeys";
import type { StaffSettings } from "../../lib/staff-settings";
import { PasskeyButton } from "./passkey-button";

/**
 * Staff sign-in (issue 36): one button, a discoverable passkey (no user name typed), then the
 * inbox. A 429 says how long to wait; a passkey the server does not know says so.
 */
export function StaffSignIn({
  copy,
  settings,
}: {
  copy: StaffSignInCopy;
  settings: StaffSettings;
}) {
  return (
    <div className="grid gap-4">
      <PasskeyButton
        label={copy.button}
        working={copy.working}
        action={async () => {
          await signIn(settings.api);
          window.location.assign(settings.pages.inbox);
        }}
        describe={(error) => signInProblem(error, copy)}
      />
      <p className="text-sm text-ink-muted">{copy.lost}</p>
    </div>
  );
}

/** What went wrong with a sign-in, in the page's words. */
export function signInProblem(error: unknown, copy: StaffSignInCopy): string {
  if (error instanceof StaffApiError) {
    if (error.status === 429)
      return fill(copy.limited, { minutes: String(Math.max(1, Math.ceil(error.retryAfter / 60))) });
    if (error.status === 400 || error.status === 401 || error.status === 404) return copy.unknown;
    return copy.failed;
  }
  const problem = passkeyProblem(error);
  return problem ? copy[problem] : copy.failed;
}
