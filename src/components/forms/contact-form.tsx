import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "../../hooks/use-search-params";
import { contactMessages } from "../../content/form-messages";
import type { ContactCopy } from "../../content/forms";
import {
  contactFieldAttributes,
  contactSchema,
  emptyContactMessage,
  type ContactFormValues,
  type ContactMessage,
} from "../../lib/schemas/contact";
import { schemaResolver } from "../../lib/schemas/resolver";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input, Textarea } from "../ui/input";
import { progressiveForm } from "./progressive-form";

/**
 * The contact form (SPEC sections 2, 4, 5, 7): all fields required; a valid message shows
 * 'Message Sent' and clears every field. No call is made. `?subject=` fills the subject.
 */
export function ContactForm({ copy, action }: { copy: ContactCopy; action: string }) {
  const [searchParams] = useSearchParams();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: schemaResolver(contactSchema),
    defaultValues: emptyContactMessage,
  });

  const subjectParam = searchParams.get("subject");
  useEffect(() => {
    if (subjectParam && !getValues("subject")) setValue("subject", subjectParam);
  }, [subjectParam, getValues, setValue]);

  function onValid() {
    reset(emptyContactMessage);
    notify.success(contactMessages.success.title, {
      description: contactMessages.success.description,
    });
  }

  return (
    <form
      action={action}
      {...progressiveForm.ownMessages}
      onSubmit={handleSubmit(onValid)}
      className="grid gap-5"
    >
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
      <Button type="submit" variant="gradient" className="justify-self-start">
        {copy.submit}
      </Button>
      <p className="text-xs text-slate-600">{copy.demoNote}</p>
    </form>
  );
}
