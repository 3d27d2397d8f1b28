import { useState, type FormEvent, type ReactNode } from "react";
import type { StaffViewProps } from "./staff-view-props";
import type { StaffInboxCopy } from "../../content/staff";
import { useStaffData } from "../../hooks/use-staff-data";
import { fill, fillCounted } from "../../shared/fill";
import type { Me, SubmissionDetail } from "../../shared/staff-api";
import { formatMoment } from "../../lib/staff-age";
import {
  StaffApiError,
  staffGet,
  staffSend,
  withId,
  type MembersResponse,
} from "../../lib/staff-client";
import type { StaffSettings } from "../../lib/staff-settings";
import { notify } from "../../lib/toast";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { Field } from "../ui/field";
import { Icon } from "../ui/icon";
import { Textarea, inputVariants } from "../ui/input";
import { verdictTone } from "./verdict-tone";

/**
 * One lead (opening it marks it read and is audited by the server): every field as the visitor
 * typed it, shown as text (no HTML, no Markdown, no links: a URL they typed is text), the source,
 * the spam check's reasons, each delivery with its state and attempts (a failed one can be resent),
 * the notes, and the actions: Not spam / Spam, status, owner, a note.
 */
export function LeadDetail({
  id,
  me,
  copy,
  labels,
  settings,
  onBack,
}: StaffViewProps & {
  id: string;
  onBack: () => void;
}) {
  const { api } = settings;
  const lead = useStaffData(`lead:${id}`, () =>
    staffGet<SubmissionDetail>(withId(api.submission, id)),
  );
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="justify-self-start">
      <Icon name="arrow-left" />
      {copy.detail.back}
    </Button>
  );
  if (lead.error) {
    const gone = lead.error instanceof StaffApiError && lead.error.status === 404;
    return (
      <div className="grid gap-4">
        {back}
        <p role="alert">{gone ? copy.detail.notFound : copy.failed}</p>
      </div>
    );
  }
  if (!lead.data) return <p role="status">{copy.loading}</p>;
  const data = lead.data;

  /** Sends an action, says it was done, and loads the lead again. */
  async function act(address: string, body: unknown, done: string) {
    try {
      await staffSend(withId(address, id), body);
      notify.success(done);
      lead.reload();
    } catch (error) {
      notify.error(
        error instanceof StaffApiError && error.status === 403 ? copy.forbidden : copy.failed,
      );
    }
  }

  return (
    <article aria-labelledby="lead-title" className="grid min-w-0 gap-6">
      {back}
      <header className="grid gap-2">
        <h2 id="lead-title" className="text-xl font-bold text-ink [overflow-wrap:anywhere]">
          {data.name || copy.list.noName}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="neutral">{labels.kind[data.kind]}</Badge>
          <Badge variant={verdictTone[data.verdict]}>{labels.verdict[data.verdict]}</Badge>
          <Badge variant="default">{labels.status[data.status]}</Badge>
        </div>
        <p className="text-sm text-ink-muted">
          {fill(copy.detail.received, { at: formatMoment(data.receivedAt) })}
        </p>
      </header>

      <Block title={copy.detail.actions}>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <span className="text-sm font-medium text-ink" id="verdict-actions">
              {copy.detail.verdict}
            </span>
            <div role="group" aria-labelledby="verdict-actions" className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline"
                aria-pressed={data.verdict === "ok"}
                onClick={() => void act(api.verdict, { verdict: "ok" }, copy.detail.verdictSaved)}
              >
                {copy.detail.notSpam}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-pressed={data.verdict === "spam"}
                onClick={() => void act(api.verdict, { verdict: "spam" }, copy.detail.verdictSaved)}
              >
                {copy.detail.spam}
              </Button>
            </div>
          </div>
          <Field label={copy.detail.status}>
            <select
              className={inputVariants()}
              value={data.status}
              onChange={(event) =>
                void act(api.status, { status: event.target.value }, copy.detail.statusSaved)
              }
            >
              {settings.statuses.map((status) => (
                <option key={status} value={status}>
                  {labels.status[status]}
                </option>
              ))}
            </select>
          </Field>
          <OwnerControl
            data={data}
            settings={settings}
            me={me}
            copy={copy}
            onSet={(staffId) => void act(api.owner, { staffId }, copy.detail.ownerSaved)}
          />
        </div>
      </Block>

      <Block title={copy.detail.fields}>
        <TextList
          entries={Object.entries(data.fields).map(([name, value]) => [
            copy.detail.fieldNames[name] ?? name,
            value,
          ])}
        />
      </Block>

      <Block title={copy.detail.source}>
        <TextList
          entries={Object.entries(data.sourceDetail ?? data.source)
            .filter(([, value]) => value !== null && value !== undefined && value !== "")
            .map(([name, value]) => [
              copy.detail.sourceNames[name] ?? name,
              typeof value === "string" ? value : JSON.stringify(value),
            ])}
        />
      </Block>

      <Block title={copy.detail.reasons}>
        {data.reasons.length ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink-soft">
            {data.reasons.map((reason, index) => (
              <li key={index} className="[overflow-wrap:anywhere]">
                {reason}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">{copy.detail.noReasons}</p>
        )}
      </Block>

      <Block title={copy.detail.deliveries}>
        {data.deliveries.length ? (
          <ul className="grid gap-3">
            {data.deliveries.map((delivery) => (
              <li
                key={delivery.id}
                className="grid gap-1 rounded-lg border border-line p-3 text-sm"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-ink">{labels.channel[delivery.channel]}</span>
                  <Badge
                    variant={
                      delivery.state === "failed"
                        ? "danger"
                        : delivery.state === "sent"
                          ? "success"
                          : "neutral"
                    }
                  >
                    {labels.deliveryState[delivery.state]}
                  </Badge>
                  <span className="text-ink-muted">
                    {fillCounted(copy.detail.attempts, delivery.attempts)}
                  </span>
                  {delivery.state === "failed" ? (
                    <Button
                      size="sm"
                      variant="outline"
                      className="ml-auto"
                      onClick={() =>
                        void staffSend(withId(api.resend, delivery.id), {}).then(
                          () => {
                            notify.success(copy.detail.resent);
                            lead.reload();
                          },
                          () => notify.error(copy.failed),
                        )
                      }
                    >
                      <Icon name="refresh" />
                      {copy.detail.resend}
                    </Button>
                  ) : null}
                </div>
                {delivery.lastError ? (
                  <p className="text-ink-soft [overflow-wrap:anywhere]">
                    {copy.detail.lastError}: {delivery.lastError}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">{copy.detail.noDeliveries}</p>
        )}
      </Block>

      <Block title={copy.detail.notes}>
        {data.notes.length ? (
          <ul className="grid gap-3">
            {data.notes.map((note) => (
              <li key={note.id} className="grid gap-1 rounded-lg bg-sunken p-3 text-sm">
                <p className="whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{note.text}</p>
                <p className="text-xs text-ink-muted">
                  {fill(copy.detail.noteBy, {
                    author: note.author ?? copy.detail.removedAuthor,
                    at: formatMoment(note.createdAt),
                  })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">{copy.detail.noNotes}</p>
        )}
        <NoteForm
          copy={copy}
          maxLength={settings.limits.note}
          onSave={(text) => act(api.notes, { text }, copy.detail.noteSaved)}
        />
      </Block>
    </article>
  );
}

/** Who owns the lead: owners pick any member; a member takes it or lets it go. */
function OwnerControl({
  data,
  settings,
  me,
  copy,
  onSet,
}: {
  data: SubmissionDetail;
  settings: StaffSettings;
  me: Me;
  copy: StaffInboxCopy;
  onSet: (staffId: string | null) => void;
}) {
  const members = useStaffData(me.role === "owner" ? "members" : "", () =>
    me.role === "owner"
      ? staffGet<MembersResponse>(settings.api.members)
      : Promise.resolve({ items: [], invitations: [] }),
  );
  if (me.role === "owner" && members.data) {
    return (
      <Field label={copy.detail.owner}>
        <select
          className={inputVariants()}
          value={data.ownerId ?? ""}
          onChange={(event) => onSet(event.target.value || null)}
        >
          <option value="">{copy.detail.nobody}</option>
          {members.data.items.map((member) => (
            <option key={member.id} value={member.id}>
              {member.email}
            </option>
          ))}
        </select>
      </Field>
    );
  }
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium text-ink">{copy.detail.owner}</span>
      <p className="text-sm text-ink-soft [overflow-wrap:anywhere]">
        {data.owner ?? copy.detail.nobody}
      </p>
      {data.ownerId === me.id ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onSet(null)}
          className="justify-self-start"
        >
          {copy.detail.unassign}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onSet(me.id)}
          className="justify-self-start"
        >
          {copy.detail.assignMe}
        </Button>
      )}
    </div>
  );
}

function NoteForm({
  copy,
  maxLength,
  onSave,
}: {
  copy: StaffInboxCopy;
  maxLength: number;
  onSave: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState("");
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    await onSave(text.trim());
    setText("");
  }
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label={copy.detail.addNote}
      className="mt-4 grid gap-3"
    >
      <Field label={copy.detail.noteLabel}>
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={maxLength}
          required
        />
      </Field>
      <Button type="submit" size="sm" className="justify-self-start">
        {copy.detail.saveNote}
      </Button>
    </form>
  );
}

/** Names and values as text, each value kept as typed (line breaks shown, long words wrapped). */
function TextList({ entries }: { entries: [string, string][] }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-6">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-medium text-ink [overflow-wrap:anywhere]">{name}</dt>
          <dd className="whitespace-pre-wrap text-ink-soft [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" padding="sm" aria-label={title} className="min-w-0">
      <h3 className="mb-3 text-base font-semibold text-ink">{title}</h3>
      {children}
    </Card>
  );
}
