import { useEffect, type BaseSyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { contactMessages } from "../../shared/form-messages";
import { honeypotLabel, type ContactCopy } from "../../shared/forms";
import { preparesProofOfWork, useFormSubmission } from "../../hooks/use-form-submission";
import { useSearchParams } from "../../hooks/use-search-params";
import { apiUrl, formApi } from "../../shared/form-api";
import {
  contactFieldAttributes,
  contactSchema,
  emptyContactMessage,
  type ContactFormValues,
  type ContactMessage,
} from "../../shared/schemas/contact";
import { schemaResolver } from "../../lib/schemas/resolver";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input, Textarea } from "../ui/input";
import { Honeypot } from "./honeypot";
import { progressiveForm } from "./progressive-form";

/**
 * The contact form (SPEC sections 2, 4, 5, 7): all fields required, sent to POST /api/contact
 * (without JavaScript, posted there as a plain form). A message that is sent shows 'Message Sent'
 * and clears every field; one that is not keeps them. `?subject=` fills the subject.
 */
export function ContactForm({ copy }: { copy: ContactCopy }) {
  const [searchParams] = useSearchParams();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: schemaResolver(contactSchema),
    defaultValues: emptyContactMessage,
  });
  const submit = useFormSubmission("contact");

  const subjectParam = searchParams.get("subject");
  useEffect(() => {
    if (subjectParam && !getValues("subject")) setValue("subject", subjectParam);
  }, [subjectParam, getValues, setValue]);

  async function onValid(message: ContactMessage, event?: BaseSyntheticEvent) {
    const outcome = await submit(message, event?.target as HTMLFormElement | undefined);
    if (outcome?.status === "sent") {
      reset(emptyContactMessage);
      void notify.success(contactMessages.success.title, {
        description: contactMessages.success.description,
      });
    } else if (outcome?.status === "invalid") {
      for (const [field, text] of Object.entries(outcome.errors)) {
        setError(field as keyof ContactMessage, { message: text }, { shouldFocus: true });
      }
    }
  }

  return (
    <form
      action={apiUrl(formApi.contact.endpoint)}
      {...progressiveForm.ownMessages}
      {...preparesProofOfWork}
      onSubmit={handleSubmit(onValid)}
      className="relative grid gap-5"
    >
      <Honeypot label={honeypotLabel} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={copy.name} error={errors.name?.message}>
          <Input autoComplete="name" {...contactFieldAttributes.name} {...register("name")} />
        </Field>
        <Field label={copy.emailLabel} error={errors.email?.message}>
          <Input autoComplete="email" {...contactFieldAttributes.email} {...register("email")} />
        </Field>
      </div>
      <Field label={copy.subject} error={errors.subject?.message}>
        <Input {...contactFieldAttributes.subject} {...register("subject")} />
      </Field>
      <Field label={copy.message} error={errors.message?.message}>
        <Textarea rows={5} {...contactFieldAttributes.message} {...register("message")} />
      </Field>
      <Button
        type="submit"
        variant="gradient"
        className="justify-self-start"
        disabled={isSubmitting}
      >
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
      <p className="text-xs text-ink-muted">{copy.note}</p>
    </form>
  );
}
