import { staffShellCopy } from "../../../content/staff";

/**
 * What the staff pages say when the browser runs no script (the `noscript:` variant, app.css):
 * passkeys and the inbox need JavaScript. Hidden by CSS where scripts run, never revealed by one.
 */
export function StaffScriptNotice() {
  return (
    <p className="mb-6 hidden rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-950 noscript:block dark:border-amber-400/40 dark:bg-amber-500/15 dark:text-amber-100">
      {staffShellCopy.noScript}
    </p>
  );
}
