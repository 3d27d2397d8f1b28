import { useState, type FormEvent } from "react";
import { signInMessages } from "../../shared/form-messages";
import type { SignInCopy } from "../../shared/forms";
import { useSimulatedSubmit } from "../../hooks/use-simulated-submit";
import { EMAIL_MAX, PASSWORD_MAX } from "../../shared/schemas/limits";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";
import { Checkbox } from "../ui/checkbox";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { progressiveForm } from "./progressive-form";

type Errors = { email?: string; password?: string };

/**
 * The simulated sign-in (SPEC sections 2, 4, 5): either field empty shows 'Please fill in all
 * fields'; otherwise 'Logging in...' for 1.5 s, then 'Success'. Nothing is checked or stored.
 * Once hydrated our messages replace the browser's bubbles (progressiveForm); type="email",
 * required and the lengths stay for the browser to check before that.
 */
export function SignInForm({ copy, action }: { copy: SignInCopy; action: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [helpOpen, setHelpOpen] = useState(false);
  const { pending, start } = useSimulatedSubmit(() =>
    notify.success(signInMessages.success.title, {
      description: signInMessages.success.description,
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = form.elements.namedItem("email") as HTMLInputElement;
    const password = form.elements.namedItem("password") as HTMLInputElement;
    const emailEmpty = !email.value.trim();
    const passwordEmpty = !password.value.trim();
    const next: Errors = {
      email: emailEmpty
        ? copy.emailRequired
        : email.validity.typeMismatch
          ? copy.emailInvalid
          : undefined,
      password: passwordEmpty ? copy.passwordRequired : undefined,
    };
    setErrors(next);
    if (emailEmpty || passwordEmpty) {
      notify.error(signInMessages.empty.title, { description: signInMessages.empty.description });
    }
    const firstInvalid = next.email ? email : next.password ? password : undefined;
    if (firstInvalid) firstInvalid.focus();
    else start();
  }

  return (
    <form
      action={action}
      {...progressiveForm.ownMessages}
      onSubmit={onSubmit}
      className="grid gap-5"
    >
      <Field label={copy.email} error={errors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          placeholder={copy.emailPlaceholder}
          onChange={() => errors.email && setErrors({ ...errors, email: undefined })}
        />
      </Field>
      <Field label={copy.password} error={errors.password}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          onChange={() => errors.password && setErrors({ ...errors, password: undefined })}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          <Checkbox name="remember" />
          {copy.rememberMe}
        </label>
        <Button
          variant="link"
          size="text"
          aria-expanded={helpOpen}
          aria-controls="forgot-password-help"
          onClick={() => setHelpOpen(!helpOpen)}
        >
          {copy.forgotPassword}
        </Button>
      </div>
      <p
        id="forgot-password-help"
        hidden={!helpOpen}
        className="rounded-xl bg-accent-soft p-4 text-sm leading-relaxed text-ink-soft"
      >
        {copy.forgotPasswordHelp}
      </p>
      <Button type="submit" variant="gradient" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
      <p className="text-center text-sm text-ink-muted">
        {copy.noAccount}{" "}
        <a href="/get-started" className="font-semibold text-accent hover:underline">
          {copy.requestInvite}
        </a>
      </p>
      <p className="text-center text-xs text-ink-muted">{copy.demoNote}</p>
    </form>
  );
}
