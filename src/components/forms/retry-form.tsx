import type { FormKind } from "../../shared/form-api";
import { contactCopy, inviteCopy, leadFormCopy, retryFormCopy } from "../../shared/forms";
import {
  each,
  end,
  fieldSlot,
  optionsSlot,
  slot,
  type RetryFormSlots,
} from "../../shared/page-shells";
import { contactFieldAttributes } from "../../shared/schemas/contact";
import { enquiryFieldAttributes } from "../../shared/schemas/enquiry";
import { INVITE_CONTACT_MAX } from "../../shared/schemas/limits";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input, inputVariants, Textarea } from "../ui/input";
import { Section } from "../ui/section";

/** A field of the form as a shell: its value is the slot the server fills. */
const valueOf = (name: string) => ({ name, defaultValue: slot(fieldSlot(name)) });

/**
 * A choice's options, one per item of its options slot, the one sent marked selected. Markers
 * cannot be React children of a <select>, so the options are the shell's own markup (no classes).
 */
const optionsOf = (name: string) => ({
  __html: `${each(optionsSlot(name))}<option value="{{option}}"${each("selected")} selected${end("selected")}>{{option}}</option>${end(optionsSlot(name))}`,
});

/** Each form's fields, as the form on its page has them (labels, types, limits). */
function Fields({ kind }: { kind: FormKind }) {
  switch (kind) {
    case "enquiry":
      return (
        <>
          <Field label={leadFormCopy.name}>
            <Input autoComplete="name" {...enquiryFieldAttributes.name} {...valueOf("name")} />
          </Field>
          <Field label={leadFormCopy.email}>
            <Input autoComplete="email" {...enquiryFieldAttributes.email} {...valueOf("email")} />
          </Field>
          <Field label={leadFormCopy.phone} optional>
            <Input autoComplete="tel" {...enquiryFieldAttributes.phone} {...valueOf("phone")} />
          </Field>
          <Field label={leadFormCopy.organization} optional>
            <Input
              autoComplete="organization"
              {...enquiryFieldAttributes.organization}
              {...valueOf("organization")}
            />
          </Field>
          <Field label={leadFormCopy.interestedIn}>
            <select
              name="interestedIn"
              className={inputVariants()}
              // The shell's own markup, no visitor text: the server fills its slots, escaped.
              dangerouslySetInnerHTML={optionsOf("interestedIn")}
            />
          </Field>
          <Field label={leadFormCopy.needs} hint={leadFormCopy.needsHint}>
            <Textarea rows={5} {...enquiryFieldAttributes.needs} {...valueOf("needs")} />
          </Field>
          <Field label={leadFormCopy.additionalInfo} optional>
            <Textarea
              rows={3}
              {...enquiryFieldAttributes.additionalInfo}
              {...valueOf("additionalInfo")}
            />
          </Field>
        </>
      );
    case "contact":
      return (
        <>
          <Field label={contactCopy.name}>
            <Input autoComplete="name" {...contactFieldAttributes.name} {...valueOf("name")} />
          </Field>
          <Field label={contactCopy.emailLabel}>
            <Input autoComplete="email" {...contactFieldAttributes.email} {...valueOf("email")} />
          </Field>
          <Field label={contactCopy.subject}>
            <Input {...contactFieldAttributes.subject} {...valueOf("subject")} />
          </Field>
          <Field label={contactCopy.message}>
            <Textarea rows={5} {...contactFieldAttributes.message} {...valueOf("message")} />
          </Field>
        </>
      );
    case "invite":
      return (
        <Field label={inviteCopy.label} hint={inviteCopy.hint}>
          <Input
            autoComplete="email"
            required
            maxLength={INVITE_CONTACT_MAX}
            {...valueOf("contact")}
          />
        </Field>
      );
  }
}

const hidden = { name: "hiddenName", value: "hiddenValue" } as const satisfies Record<
  string,
  keyof RetryFormSlots["hidden"][number]
>;

/**
 * A form that could not be stored, sent back to a visitor without JavaScript: the notice, then the
 * form again with every value, editable, and the hidden fields it sent, posting to the same
 * endpoint. A page shell (shared/page-shells.ts): the server fills the title, the message, the
 * action and each field's value, escaped.
 */
export function RetryForm({ kind }: { kind: FormKind }) {
  return (
    <Section width="narrow" top="status" spacing="md">
      <h1 className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {slot("title")}
      </h1>
      <p className="mt-4 text-center text-lg text-ink-soft">{slot("message")}</p>
      <form method="post" action={slot("action")} className="mt-10 grid gap-5">
        {each("hidden")}
        <input type="hidden" name={slot(hidden.name)} value={slot(hidden.value)} />
        {end("hidden")}
        <Fields kind={kind} />
        <Button type="submit" variant="gradient" size="lg" className="justify-self-start">
          {retryFormCopy.submit}
        </Button>
      </form>
    </Section>
  );
}
