import { useState, type FormEvent } from "react";
import { inviteMessages } from "../../content/form-messages";
import type { InviteCopy } from "../../content/forms";
import { useSimulatedSubmit } from "../../hooks/use-simulated-submit";
import { INVITE_CONTACT_MAX } from "../../lib/schemas/limits";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { progressiveForm } from "./progressive-form";

/**
 * The simulated invite request (SPEC sections 2, 4, 5): empty shows 'Please enter an email or
 * phone number'; otherwise 'Sending...' for 1.5 s, then 'Welcome to Automatica'. What was typed
 * stays in the field (the SPEC resets only the lead and contact forms).
 */
export function InviteForm({ copy, action }: { copy: InviteCopy; action: string }) {
  const [error, setError] = useState<string>();
  const { pending, start } = useSimulatedSubmit(() =>
    notify.success(inviteMessages.success.title, {
      description: inviteMessages.success.description,
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const contact = event.currentTarget.elements.namedItem("contact") as HTMLInputElement;
    if (contact.value.trim()) {
      setError(undefined);
      start();
      return;
    }
    setError(copy.empty);
    contact.focus();
    notify.error(inviteMessages.empty.title, { description: inviteMessages.empty.description });
  }

  return (
    <form
      action={action}
      {...progressiveForm.ownMessages}
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      <Field label={copy.label} hint={copy.hint} error={error}>
        <Input
          name="contact"
          autoComplete="email"
          required
          maxLength={INVITE_CONTACT_MAX}
          placeholder={copy.placeholder}
          onChange={() => error && setError(undefined)}
        />
      </Field>
      <Button type="submit" variant="gradient" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
      <p className="text-center text-xs text-slate-600">{copy.demoNote}</p>
    </form>
  );
}
