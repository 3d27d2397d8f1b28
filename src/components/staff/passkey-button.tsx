import { useState } from "react";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";

/**
 * The one button of a passkey ceremony (sign in, enrol): runs `action`, says it is waiting for the
 * passkey meanwhile, and shows what went wrong in words (`describe`) below it, as an alert.
 */
export function PasskeyButton({
  label,
  working,
  action,
  describe,
}: {
  label: string;
  working: string;
  action: () => Promise<void>;
  describe: (error: unknown) => string;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  async function onClick() {
    if (busy) return;
    setBusy(true);
    setProblem("");
    try {
      await action();
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    // Without scripting there is nothing to press: the page's notice says why.
    <div className="grid gap-4 noscript:hidden">
      <Button size="lg" onClick={() => void onClick()} aria-busy={busy || undefined}>
        <Icon name={busy ? "loader" : "key"} className={busy ? "animate-spin" : undefined} />
        {busy ? working : label}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
