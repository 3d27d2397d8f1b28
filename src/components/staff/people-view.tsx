import { useState, type FormEvent } from "react";
import type { StaffInboxCopy } from "../../content/staff";
import { fill, fillCounted } from "../../shared/fill";
import {
  queryString,
  staffSend,
  type ErasePreview,
  type EraseResponse,
} from "../../lib/staff-client";
import type { StaffSettings } from "../../lib/staff-settings";
import { Button, buttonVariants } from "../ui/button";
import { Card } from "../ui/card";
import { Field } from "../ui/field";
import { Icon } from "../ui/icon";
import { Input } from "../ui/input";
import { StaffPanel } from "./staff-panel";

/**
 * Owners: a person's data rights. Export everything stored for an address as JSON; erase it, after
 * a preview of what goes and the address typed again.
 */
export function PeopleView({ copy, settings }: { copy: StaffInboxCopy; settings: StaffSettings }) {
  const { api } = settings;
  const t = copy.people;
  const [email, setEmail] = useState("");
  const [preview, setPreview] = useState<ErasePreview>();
  const [confirm, setConfirm] = useState("");
  const [done, setDone] = useState("");
  const [problem, setProblem] = useState("");

  async function onPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem("");
    setDone("");
    setConfirm("");
    try {
      setPreview(await staffSend<ErasePreview>(api.erasePreview, { email }));
    } catch {
      setPreview(undefined);
      setProblem(copy.failed);
    }
  }
  async function onErase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!preview) return;
    if (confirm.trim().toLowerCase() !== preview.email) {
      setProblem(t.mismatch);
      return;
    }
    try {
      const erased = await staffSend<EraseResponse>(api.erase, { email: preview.email, confirm });
      setDone(fill(t.erased, { email: erased.email }));
      setPreview(undefined);
      setConfirm("");
    } catch {
      setProblem(copy.failed);
    }
  }

  const nothing =
    preview &&
    preview.submissions.length +
      preview.deliveries +
      preview.notes +
      preview.confirmationRecords ===
      0;
  return (
    <StaffPanel id="people-heading" copy={copy} text={t} spacious>
      <p className="text-sm text-ink-soft">{t.intro}</p>
      <form onSubmit={(event) => void onPreview(event)} className="grid gap-3">
        <Field label={t.email}>
          <Input
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setPreview(undefined);
            }}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <a
            href={
              email.includes("@")
                ? `${api.people}?${queryString({ email: email.trim() })}`
                : undefined
            }
            aria-disabled={!email.includes("@") || undefined}
            download="person.json"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Icon name="download" />
            {t.export}
          </a>
          <Button type="submit" size="sm" variant="outline">
            {t.preview}
          </Button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm text-ink">
          {done}
        </p>
      ) : null}
      {preview ? (
        <Card
          as="form"
          tone="solid"
          padding="sm"
          aria-label={fill(t.previewHeading, { email: preview.email })}
          onSubmit={(event: FormEvent<HTMLFormElement>) => void onErase(event)}
          className="grid gap-3"
        >
          <h3 className="font-semibold text-ink [overflow-wrap:anywhere]">
            {fill(t.previewHeading, { email: preview.email })}
          </h3>
          {nothing ? (
            <p className="text-sm text-ink-soft">{t.nothing}</p>
          ) : (
            <>
              <ul className="list-disc pl-5 text-sm text-ink-soft">
                <li>{fillCounted(t.submissions, preview.submissions.length)}</li>
                <li>{fillCounted(t.deliveries, preview.deliveries)}</li>
                <li>{fillCounted(t.notes, preview.notes)}</li>
                <li>{fillCounted(t.confirmations, preview.confirmationRecords)}</li>
              </ul>
              <Field label={t.confirm}>
                <Input
                  type="email"
                  required
                  autoComplete="off"
                  value={confirm}
                  onChange={(event) => setConfirm(event.target.value)}
                />
              </Field>
              <Button type="submit" variant="destructive" size="sm" className="justify-self-start">
                {t.erase}
              </Button>
            </>
          )}
        </Card>
      ) : null}
    </StaffPanel>
  );
}
