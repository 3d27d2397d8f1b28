import { useEffect, useId, useLayoutEffect, useState, type BaseSyntheticEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSearchParams } from "../../hooks/use-search-params";
import { leadMessages } from "../../shared/form-messages";
import { honeypotLabel, type LeadFormCopy } from "../../shared/forms";
import { preparesProofOfWork, useFormSubmission } from "../../hooks/use-form-submission";
import { apiUrl, formApi } from "../../shared/form-api";
import { clearLeadDraft, readLeadDraft, saveLeadDraft } from "../../lib/lead-form-draft";
import {
  emptyEnquiry,
  enquiryFieldAttributes,
  enquirySchema,
  interestOptions,
  parseInterest,
  type Enquiry,
  type EnquiryInput,
  type Interest,
} from "../../shared/schemas/enquiry";
import { NEEDS_MAX } from "../../shared/schemas/limits";
import { schemaResolver } from "../../lib/schemas/resolver";
import { multiLineText } from "../../shared/schemas/text";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Honeypot } from "./honeypot";
import { Input, Textarea } from "../ui/input";
import { RadioGroup, RadioOption } from "../ui/radio-group";
import { enteredBeforeHydration, progressiveForm } from "./progressive-form";

const legendClasses = "mb-4 text-base font-semibold text-ink";
const fieldsetClasses = "grid gap-5 border-t border-line pt-6 first:border-t-0 first:pt-0";

/** The form's values from what was entered before hydration; the interest falls back to `fallback`. */
function enquiryFrom(entered: Record<string, string>, fallback: Interest | undefined) {
  const values = emptyEnquiry(parseInterest(entered.interestedIn) ?? fallback);
  for (const key of Object.keys(values) as (keyof typeof values)[]) {
    if (key !== "interestedIn") values[key] = entered[key] ?? "";
  }
  return values;
}

/**
 * The lead (enquiry) form (SPEC sections 2-5, 7, 8): react-hook-form with the enquiry schema, sent to
 * POST /api/enquiries (without JavaScript, posted there as a plain form). `?interest=` preselects
 * the interest; a draft is kept in sessionStorage while it is filled and cleared on success or
 * Cancel. On failure every value stays. What a visitor entered before the form's code loaded is
 * kept: it seeds the form instead of the draft.
 */
export function LeadForm({ copy }: { copy: LeadFormCopy }) {
  const [searchParams] = useSearchParams();
  const interestParam = searchParams.get("interest");
  const formId = useId();
  const [entered] = useState(() => {
    const onPage = enteredBeforeHydration(formId);
    // Read here, in the browser: `searchParams` is still empty while the island hydrates.
    const interest = onPage && new URLSearchParams(window.location.search).get("interest");
    return onPage && enquiryFrom(onPage, parseInterest(interest));
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    subscribe,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: schemaResolver(enquirySchema),
    defaultValues: emptyEnquiry(),
  });
  // Counted as the schema counts them (NFC, line breaks as one character, trimmed), so the counter
  // turns red exactly when the schema would refuse the length.
  const needsLength = multiLineText(useWatch({ control, name: "needs" }) ?? "").length;
  const overLimit = needsLength > NEEDS_MAX;

  // What the visitor entered before the code loaded goes back in as soon as the form is hydrated
  // (react-hook-form resets the radios as it takes them over), before a submit held since then is
  // sent (progressiveForm sends it after this commit) and before the first paint.
  useLayoutEffect(() => {
    if (entered) reset(entered);
  }, [entered, reset]);

  // Otherwise, after hydration: restore the draft of this tab, or preselect the interest named in
  // the URL.
  useEffect(() => {
    if (!entered) reset(readLeadDraft() ?? emptyEnquiry(parseInterest(interestParam)));
  }, [entered, interestParam, reset]);

  // Keep a draft while the visitor types (sessionStorage is the external system synced here). Only a
  // change to a field counts (it names the field): the resets above, which also run once the URL's
  // query is read after hydration, leave the draft alone.
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ name, values }) => {
        if (name) saveLeadDraft(values);
      },
    });
  }, [subscribe]);

  /** Back to the initial values: empty, with the interest the URL named (or 'Chat Bot'). */
  function startOver() {
    reset(emptyEnquiry(parseInterest(interestParam)));
    clearLeadDraft();
  }

  const submit = useFormSubmission("enquiry");

  async function onValid(enquiry: Enquiry, event?: BaseSyntheticEvent) {
    const outcome = await submit(enquiry, event?.target as HTMLFormElement | undefined);
    if (outcome?.status === "sent") {
      startOver();
      void notify.success(leadMessages.success.title, {
        description: leadMessages.success.description,
      });
    } else if (outcome?.status === "invalid") {
      for (const [field, message] of Object.entries(outcome.errors)) {
        setError(field as keyof Enquiry, { message }, { shouldFocus: true });
      }
    }
  }

  return (
    <form
      id={formId}
      action={apiUrl(formApi.enquiry.endpoint)}
      {...progressiveForm.ownMessages}
      {...preparesProofOfWork}
      onSubmit={handleSubmit(onValid)}
      className="relative grid gap-8"
    >
      <Honeypot label={honeypotLabel} />
      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{copy.aboutYou}</legend>
        <Field label={copy.name} error={errors.name?.message}>
          <Input autoComplete="name" {...enquiryFieldAttributes.name} {...register("name")} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={copy.email} error={errors.email?.message}>
            <Input autoComplete="email" {...enquiryFieldAttributes.email} {...register("email")} />
          </Field>
          <Field label={copy.phone} optional error={errors.phone?.message}>
            <Input autoComplete="tel" {...enquiryFieldAttributes.phone} {...register("phone")} />
          </Field>
        </div>
      </fieldset>

      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{copy.yourOrganisation}</legend>
        <Field label={copy.organization} optional error={errors.organization?.message}>
          <Input
            autoComplete="organization"
            {...enquiryFieldAttributes.organization}
            {...register("organization")}
          />
        </Field>
        <RadioGroup
          legend={copy.interestedIn}
          aria-describedby={errors.interestedIn ? "interested-in-error" : undefined}
          className="sm:grid-cols-2"
        >
          {interestOptions.map((option) => (
            <RadioOption
              key={option}
              label={option}
              value={option}
              aria-invalid={errors.interestedIn ? true : undefined}
              {...register("interestedIn")}
            />
          ))}
          {errors.interestedIn ? (
            <p
              id="interested-in-error"
              className="text-sm font-medium text-red-700 dark:text-red-400"
            >
              {errors.interestedIn.message}
            </p>
          ) : null}
        </RadioGroup>
      </fieldset>

      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>{copy.yourNeeds}</legend>
        <Field
          label={copy.needs}
          error={errors.needs?.message}
          hint={
            <span className="flex justify-between gap-4">
              <span>{copy.needsHint}</span>
              <span
                className={overLimit ? "font-semibold text-red-700 dark:text-red-400" : undefined}
              >
                {needsLength}/{NEEDS_MAX}
              </span>
            </span>
          }
        >
          <Textarea rows={5} {...enquiryFieldAttributes.needs} {...register("needs")} />
        </Field>
        <Field label={copy.additionalInfo} optional error={errors.additionalInfo?.message}>
          <Textarea
            rows={3}
            {...enquiryFieldAttributes.additionalInfo}
            {...register("additionalInfo")}
          />
        </Field>
      </fieldset>

      <div className="grid gap-3 border-t border-line pt-6">
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" disabled={isSubmitting} onClick={startOver}>
            {copy.cancel}
          </Button>
          <Button type="submit" variant="gradient" disabled={isSubmitting}>
            {isSubmitting ? copy.submitting : copy.submit}
          </Button>
        </div>
        <p className="text-right text-xs text-ink-muted">{copy.note}</p>
      </div>
    </form>
  );
}
