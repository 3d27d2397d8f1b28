import { useState } from "react";
import type { StaffEnumLabels, StaffInboxCopy } from "../../content/staff";
import { useStaffData } from "../../hooks/use-staff-data";
import { formatMoment } from "../../lib/staff-age";
import { staffGet, type AuditResponse } from "../../lib/staff-client";
import type { StaffSettings } from "../../lib/staff-settings";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { StaffPanel } from "./staff-panel";

type AuditItem = AuditResponse["items"][number];

/** Owners: the audit log, newest first, a page at a time (who, what, which record, when). */
export function AuditView({
  copy,
  labels,
  settings,
}: {
  copy: StaffInboxCopy;
  labels: StaffEnumLabels;
  settings: StaffSettings;
}) {
  const first = useStaffData("audit", () => staffGet<AuditResponse>(settings.api.audit));
  const [more, setMore] = useState<{ items: AuditItem[]; next: string | null }>();
  const t = copy.audit;
  const items = [...(first.data?.items ?? []), ...(more?.items ?? [])];
  const next = more ? more.next : (first.data?.next ?? null);
  async function loadMore() {
    if (!next) return;
    const page = await staffGet<AuditResponse>(settings.api.audit, { cursor: next });
    setMore({ items: [...(more?.items ?? []), ...page.items], next: page.next });
  }
  return (
    <StaffPanel id="audit-heading" copy={copy} text={t} state={first} empty={!items.length}>
      <ol className="grid gap-2">
        {items.map((item) => (
          <Card
            as="li"
            padding="xs"
            key={item.id}
            className="grid min-w-0 gap-1 text-sm sm:grid-cols-[12rem_1fr_1fr]"
          >
            <span className="text-ink-muted">{formatMoment(item.at)}</span>
            <span className="font-medium text-ink [overflow-wrap:anywhere]">
              {item.actor ?? t.unknownActor}
            </span>
            <span className="text-ink-soft [overflow-wrap:anywhere]">
              {labels.audit[item.action]}
              {item.detail ? ` · ${item.detail}` : ""}
              {item.target ? ` · ${item.target}` : ""}
            </span>
          </Card>
        ))}
      </ol>
      {next ? (
        <Button variant="outline" onClick={() => void loadMore()} className="justify-self-center">
          {t.more}
        </Button>
      ) : null}
    </StaffPanel>
  );
}
