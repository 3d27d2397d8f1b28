import { useRef, useState, type FormEvent } from "react";
import type { StaffViewProps } from "./staff-view-props";
import { useStaffData } from "../../hooks/use-staff-data";
import { fill } from "../../shared/fill";
import { formatMoment } from "../../lib/staff-age";
import {
  StaffApiError,
  staffGet,
  staffSend,
  withId,
  type InviteResponse,
  type MembersResponse,
} from "../../lib/staff-client";
import { notify } from "../../lib/toast";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { Field } from "../ui/field";
import { Input, inputVariants } from "../ui/input";
import { StaffPanel } from "./staff-panel";

export const REMOVE_MEMBER_DIALOG_ID = "remove-member";

/** Invoker commands (`command`, `commandfor`): not in React's types yet, so spread as attributes. */
const command = (name: "show-modal" | "close") => ({
  command: name,
  commandfor: REMOVE_MEMBER_DIALOG_ID,
});

/**
 * Owners: the staff, an invitation (its link shown once), and removal (their sessions end at once).
 * Removal asks first in a modal `<dialog>` that the row's button opens without a script of its own
 * (`command="show-modal"`, as the mobile menu and Ask Automatica do): it names the person, Cancel
 * comes first and takes focus, Escape and a click outside cancel, and focus goes back to the
 * button; once removed, to the list's heading, the button being gone.
 */
export function MembersView({ me, copy, labels, settings }: StaffViewProps) {
  const { api } = settings;
  const members = useStaffData("members", () => staffGet<MembersResponse>(api.members));
  const [invited, setInvited] = useState<{ email: string; link: string; expiresAt: string }>();
  const [error, setError] = useState("");
  const [leaving, setLeaving] = useState<{ id: string; email: string }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = copy.members;

  async function onInvite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError("");
    try {
      const answer = await staffSend<InviteResponse>(api.members, {
        email: String(form.get("email") ?? ""),
        role: String(form.get("role") ?? "member"),
      });
      setInvited(answer);
      members.reload();
    } catch (problem) {
      setError(
        problem instanceof StaffApiError ? (problem.errors.email ?? copy.failed) : copy.failed,
      );
    }
  }
  async function onRemove() {
    if (!leaving) return;
    const { id, email } = leaving;
    try {
      await staffSend(withId(api.member, id), {}, "DELETE");
      notify.success(fill(t.removed, { email }));
      heading.current?.focus();
      members.reload();
    } catch {
      notify.error(copy.failed);
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <Card
        as="form"
        padding="sm"
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onInvite(event)}
        aria-label={t.invite}
        className="grid gap-4"
      >
        <h2 className="text-base font-semibold text-ink">{t.invite}</h2>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <Field label={t.email} error={error || undefined}>
            <Input name="email" type="email" required autoComplete="off" />
          </Field>
          <Field label={t.role}>
            <select name="role" className={inputVariants()} defaultValue="member">
              {settings.roles.map((role) => (
                <option key={role} value={role}>
                  {labels.role[role]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Button type="submit" size="sm" className="justify-self-start">
          {t.send}
        </Button>
        {invited ? (
          <div role="status" className="grid gap-2 text-sm text-ink-soft">
            <p>
              {fill(t.invited, { email: invited.email, expires: formatMoment(invited.expiresAt) })}
            </p>
            <Input
              readOnly
              value={invited.link}
              aria-label={t.linkLabel}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        ) : null}
      </Card>
      <StaffPanel id="members-heading" copy={copy} text={t} headingRef={heading} state={members}>
        <ul className="grid gap-3">
          {(members.data?.items ?? []).map((member) => (
            <Card
              as="li"
              padding="xs"
              key={member.id}
              className="flex min-w-0 flex-wrap items-center gap-2"
            >
              <span className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">
                {member.email} {member.id === me.id ? t.you : ""}
              </span>
              <Badge variant="neutral">{labels.role[member.role]}</Badge>
              <Badge variant={member.enrolled ? "success" : "warning"}>
                {member.enrolled ? t.enrolled : t.invitedOnly}
              </Badge>
              <span className="text-xs text-ink-muted">
                {member.lastSignInAt
                  ? fill(t.lastSignIn, { at: formatMoment(member.lastSignInAt) })
                  : t.never}
              </span>
              {member.id === me.id ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  {...command("show-modal")}
                  aria-haspopup="dialog"
                  onClick={() => setLeaving({ id: member.id, email: member.email })}
                  aria-label={fill(t.remove, { email: member.email })}
                >
                  {copy.members.removeShort}
                </Button>
              )}
            </Card>
          ))}
        </ul>
      </StaffPanel>
      <dialog
        id={REMOVE_MEMBER_DIALOG_ID}
        role="alertdialog"
        aria-labelledby="remove-member-title"
        aria-describedby="remove-member-text"
        {...{ closedby: "any" }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-slate-950/60"
      >
        <h2
          id="remove-member-title"
          className="text-lg font-semibold text-ink [overflow-wrap:anywhere]"
        >
          {fill(t.removeTitle, { email: leaving?.email ?? "" })}
        </h2>
        <p id="remove-member-text" className="mt-2 text-sm text-ink-soft">
          {t.removeText}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" {...command("close")}>
            {t.cancel}
          </Button>
          <Button size="sm" {...command("close")} onClick={() => void onRemove()}>
            {t.removeShort}
          </Button>
        </div>
      </dialog>
    </div>
  );
}
