import type { BaseSyntheticEvent } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { inviteMessages } from "../../shared/form-messages";
import { honeypotLabel, type InviteCopy } from "../../shared/forms";
import { preparesProofOfWork, useFormSubmission } from "../../hooks/use-form-submission";
import { apiUrl, formApi } from "../../shared/form-api";
import { INVITE_CONTACT_MAX } from "../../shared/schemas/limits";
import { inviteSchema, type InviteRequest } from "../../shared/schemas/invite";
import { schemaResolver } from "../../lib/schemas/resolver";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { Honeypot } from "./honeypot";
import { progressiveForm } from "./progressive-form";

/**
 * The invite request (SPEC sections 2, 4, 5): one field, an e-mail address or a phone number, sent
 * to POST /api/invites (without JavaScript, posted there as a plain form). Empty or neither shows
 * 'Please enter an email or phone number' next to the field and as a notice; while it is sent the
 * button reads 'Sending...', then 'Welcome to Automatica'. What was typed stays in the field (the
 * SPEC resets only the lead and contact forms).
 */
export function InviteForm({ copy }: { copy: InviteCopy }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteRequest, unknown, InviteRequest>({
    resolver: schemaResolver(inviteSchema),
    defaultValues: { contact: "" },
  });
  const submit = useFormSubmission("invite");

  async function onValid(invite: InviteRequest, event?: BaseSyntheticEvent) {
    const outcome = await submit(invite, event?.target as HTMLFormElement | undefined);
    if (outcome?.status === "sent") {
      void notify.success(inviteMessages.success.title, {
        description: inviteMessages.success.description,
      });
    } else if (outcome?.status === "invalid") {
      setError(
        "contact",
        { message: outcome.errors.contact ?? inviteMessages.empty.description },
        { shouldFocus: true },
      );
    }
  }

  function onInvalid(invalid: FieldErrors<InviteRequest>) {
    void notify.error(inviteMessages.empty.title, {
      description: invalid.contact?.message ?? inviteMessages.empty.description,
    });
  }

  return (
    <form
      action={apiUrl(formApi.invite.endpoint)}
      {...progressiveForm.ownMessages}
      {...preparesProofOfWork}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="relative grid gap-5"
    >
      <Honeypot label={honeypotLabel} />
      <Field label={copy.label} hint={copy.hint} error={errors.contact?.message}>
        <Input
          autoComplete="email"
          required
          maxLength={INVITE_CONTACT_MAX}
          placeholder={copy.placeholder}
          {...register("contact")}
        />
      </Field>
      <Button type="submit" variant="gradient" disabled={isSubmitting}>
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
      <p className="text-center text-xs text-ink-muted">{copy.note}</p>
    </form>
  );
}
