import { cookieChoiceCopy as copy } from "../../../content/legal/cookie-choices";
import type { ConsentChoice } from "../../../content/legal/consent-choices";
import { useCookieConsent, writeConsent } from "../../../lib/cookie-consent";
import { notify } from "../../../lib/toast";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";

/**
 * The Enable / Reject All / Accept All buttons of /cookies, an island. The choice lives in
 * localStorage (see lib/cookie-consent.ts); the line under the buttons announces the current choice
 * politely. Without JavaScript a note says that saving a choice needs it.
 */
export function CookiePreferences() {
  const choice = useCookieConsent();

  function choose(next: ConsentChoice) {
    const stored = writeConsent(next);
    const description = `${copy.currentPrefix} ${copy.labels[next]}.`;
    if (stored) void notify.success(copy.savedToast, { description });
    else void notify.error(copy.notStoredToast, { description: copy.notStoredDescription });
  }

  return (
    <Card as="section" aria-labelledby={copy.id} tone="accent" radius="lg" padding="responsive">
      <h2 id={copy.id} className="text-2xl font-bold tracking-tight text-ink">
        {copy.heading}
      </h2>
      <p className="mt-3 leading-7 text-ink-soft">{copy.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {copy.options.map((option) => (
          <li key={option.choice} className="flex flex-col gap-2">
            <Button
              variant={option.choice === "all" ? "gradient" : "outline"}
              onClick={() => choose(option.choice)}
              aria-describedby={`cookie-option-${option.choice}`}
            >
              {option.button}
            </Button>
            <p
              id={`cookie-option-${option.choice}`}
              className="text-center text-sm leading-snug text-ink-muted"
            >
              {option.description}
            </p>
          </li>
        ))}
      </ul>
      <p
        role="status"
        aria-live="polite"
        className="mt-6 rounded-xl bg-sunken px-4 py-3 text-sm font-medium text-ink"
      >
        {choice ? `${copy.currentPrefix} ${copy.labels[choice]}.` : copy.noChoice}
      </p>
      <noscript>
        <p className="mt-3 text-sm text-ink-muted">{copy.noScript}</p>
      </noscript>
    </Card>
  );
}
