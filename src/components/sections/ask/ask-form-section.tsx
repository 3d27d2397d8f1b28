import type { askPageCopy } from "../../../content/assistant-panel";
import { apiUrl } from "../../../shared/form-api";
import { assistantApi } from "../../../shared/assistant-api";
import { QUESTION_MAX } from "../../../shared/schemas/assistant";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Icon } from "../../ui/icon";
import { Section } from "../../ui/section";

const FIELD_ID = "ask-question";
const HINT_ID = "ask-question-hint";

/**
 * The /ask page's form: Ask Automatica without JavaScript. It posts the question to the assistant's
 * address, which answers with this same page, the answer (its text, its numbered sources as links,
 * "Talk to a person" when offered) put in place of the marker, once, in a container that styles
 * plain paragraphs, lists, links and bold text (`prose-content`); it is hidden while it holds
 * nothing but the marker. Each suggested question is a form of its own, posted by its button.
 * Static: no island.
 */
export function AskFormSection({
  copy,
  suggestions,
}: {
  copy: typeof askPageCopy;
  suggestions: readonly string[];
}) {
  const action = apiUrl(assistantApi.ask);
  return (
    <Section aria-label={copy.label} width="narrow" spacing="xl">
      <Card padding="responsive" className="space-y-8">
        <div
          className="prose-content empty:hidden"
          dangerouslySetInnerHTML={{ __html: assistantApi.answerMarker }}
        />
        <form method="post" action={action} className="space-y-2">
          <label htmlFor={FIELD_ID} className="block text-sm font-semibold text-ink">
            {copy.questionLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={FIELD_ID}
              name={assistantApi.questionField}
              type="text"
              required
              maxLength={QUESTION_MAX}
              autoComplete="off"
              aria-describedby={HINT_ID}
              className="h-12 w-full min-w-0 rounded-xl sm:flex-1 border border-line-strong bg-surface px-4 text-base text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            />
            <Button type="submit" variant="gradient" size="lg">
              <Icon name="send" />
              {copy.submit}
            </Button>
          </div>
          <p id={HINT_ID} className="text-sm text-ink-muted">
            {copy.hint}
          </p>
        </form>
        {suggestions.length ? (
          <div>
            <h2 className="text-sm font-semibold text-ink">{copy.suggestions}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <form method="post" action={action}>
                    <Button
                      type="submit"
                      variant="chip"
                      size="sm"
                      name={assistantApi.questionField}
                      value={suggestion}
                    >
                      {suggestion}
                    </Button>
                  </form>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-sm text-ink-muted">
          {copy.privacy.before}
          <a
            href={copy.privacy.href}
            className="font-medium text-accent underline underline-offset-2"
          >
            {copy.privacy.link}
          </a>
          .
        </p>
      </Card>
    </Section>
  );
}
