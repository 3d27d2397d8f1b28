import { useState, type FormEvent } from "react";
import type { StaffViewProps } from "./staff-view-props";
import type { StaffEnumLabels, StaffInboxCopy } from "../../content/staff";
import { useStaffData } from "../../hooks/use-staff-data";
import { useUrlParam } from "../../hooks/use-url-param";
import { fill, fillCounted } from "../../shared/fill";
import type { SubmissionListItem } from "../../shared/staff-api";
import { ageOf } from "../../lib/staff-age";
import { cn } from "../../lib/utils";
import { queryString, staffGet, type SubmissionsResponse } from "../../lib/staff-client";
import { readStaffSearch, writeStaffSearch } from "../../lib/staff-search";
import { Badge } from "../ui/badge";
import { Button, buttonVariants } from "../ui/button";
import { Card } from "../ui/card";
import { Field } from "../ui/field";
import { Icon } from "../ui/icon";
import { Input, inputVariants } from "../ui/input";
import { StaffPanel } from "./staff-panel";
import { LeadDetail } from "./lead-detail";
import { verdictTone } from "./verdict-tone";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The leads: filters (verdict, kind, status, dates in the address; the text search in this tab's
 * session storage only, lib/staff-search.ts), the list with an unread mark, pages, the CSV export
 * of the current filter, and a lead's detail (`?lead=<id>`, an id and no personal data).
 */
export function LeadsView({ me, copy, labels, settings }: StaffViewProps) {
  const { api, verdicts, kinds, statuses } = settings;
  const [verdict, setVerdict] = useUrlParam("verdict", { values: ["", ...verdicts] });
  const [kind, setKind] = useUrlParam("kind", { values: ["", ...kinds] });
  const [status, setStatus] = useUrlParam("status", { values: ["", ...statuses] });
  const [fromParam, setFrom] = useUrlParam("from");
  const [toParam, setTo] = useUrlParam("to");
  const [lead, setLead] = useUrlParam("lead");
  const [search, setSearch] = useState(readStaffSearch);
  // Ages are counted from when the inbox opened.
  const [now] = useState(() => Date.now());
  const from = DAY.test(fromParam) ? fromParam : "";
  const to = DAY.test(toParam) ? toParam : "";
  const filters = { verdict, kind, status, from, to, q: search };
  const key = queryString(filters);
  const [pages, setPages] = useState<{
    key: string;
    items: SubmissionListItem[];
    next: string | null;
  }>();
  const list = useStaffData(key, () => staffGet<SubmissionsResponse>(api.submissions, filters));
  const more = pages?.key === key ? pages : undefined;
  const items = [...(list.data?.items ?? []), ...(more?.items ?? [])];
  const next = more ? more.next : (list.data?.next ?? null);

  async function loadMore() {
    if (!next) return;
    const page = await staffGet<SubmissionsResponse>(api.submissions, {
      ...filters,
      cursor: next,
    });
    setPages({ key, items: [...(more?.items ?? []), ...page.items], next: page.next });
  }
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    writeStaffSearch(value);
    setSearch(value);
  }
  function clear() {
    for (const set of [setVerdict, setKind, setStatus, setFrom, setTo]) set("");
    writeStaffSearch("");
    setSearch("");
  }

  if (lead) {
    return (
      <LeadDetail
        id={lead}
        settings={settings}
        me={me}
        copy={copy}
        labels={labels}
        onBack={() => {
          setLead("");
          list.reload();
        }}
      />
    );
  }

  const select = (
    label: string,
    value: string,
    set: (value: string) => void,
    options: readonly string[],
    names: Record<string, string>,
  ) => (
    <Field label={label}>
      <select
        className={inputVariants()}
        value={value}
        onChange={(event) => set(event.target.value)}
      >
        <option value="">{copy.filters.any}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <div className="grid min-w-0 gap-6">
      <form
        role="search"
        aria-label={copy.filters.search}
        onSubmit={onSearch}
        className="flex min-w-0 gap-2"
      >
        <Field
          label={copy.filters.search}
          hint={copy.filters.searchHint}
          className="min-w-0 flex-1"
        >
          <Input
            name="q"
            type="search"
            defaultValue={search}
            maxLength={settings.limits.search}
            autoComplete="off"
          />
        </Field>
        <Button
          type="submit"
          size="icon"
          className="mt-7 shrink-0"
          aria-label={copy.filters.search}
        >
          <Icon name="search" />
        </Button>
      </form>
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">{copy.filters.legend}</legend>
        {select(copy.filters.verdict, verdict, setVerdict, verdicts, labels.verdict)}
        {select(copy.filters.kind, kind, setKind, kinds, labels.kind)}
        {select(copy.filters.status, status, setStatus, statuses, labels.status)}
        <Field label={copy.filters.from}>
          <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Field label={copy.filters.to}>
          <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </Field>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <a
          href={[api.export, key].filter(Boolean).join("?")}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Icon name="download" />
          {copy.filters.export}
        </a>
        <Button variant="ghost" size="sm" onClick={clear}>
          {copy.filters.clear}
        </Button>
      </div>
      <StaffPanel copy={copy} text={copy.list} state={list} empty={!items.length}>
        <ul aria-label={copy.list.label} className="grid min-w-0 gap-3">
          {items.map((item) => (
            <LeadRow
              key={item.id}
              item={item}
              now={now}
              copy={copy}
              labels={labels}
              onOpen={() => setLead(item.id)}
            />
          ))}
        </ul>
      </StaffPanel>
      {next ? (
        <Button variant="outline" onClick={() => void loadMore()} className="justify-self-center">
          {copy.list.more}
        </Button>
      ) : null}
    </div>
  );
}

function LeadRow({
  item,
  now,
  copy,
  labels,
  onOpen,
}: {
  item: SubmissionListItem;
  now: number;
  copy: StaffInboxCopy;
  labels: StaffEnumLabels;
  onOpen: () => void;
}) {
  const name = item.name || copy.list.noName;
  const age = ageOf(item.receivedAt, now);
  const ageText = age.unit === "now" ? copy.age.now : fillCounted(copy.age[age.unit], age.count);
  const source = [
    item.source.campaign ? fill(copy.list.campaign, { campaign: item.source.campaign }) : "",
    item.source.landingPage ? fill(copy.list.landingPage, { page: item.source.landingPage }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Card as="li" padding="xs" interactive="link" className="grid min-w-0 gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        {item.unread ? (
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-accent">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full bg-brand-600 dark:bg-brand-300"
            />
            {copy.list.unread}
          </span>
        ) : null}
        <button
          type="button"
          onClick={onOpen}
          aria-label={fill(copy.list.open, { name })}
          className={cn(
            "min-w-0 text-left text-base text-ink [overflow-wrap:anywhere] hover:text-accent focus-visible:outline-none",
            item.unread ? "font-bold" : "font-medium",
          )}
        >
          {name}
        </button>
        <span className="ml-auto text-xs text-ink-muted">{ageText}</span>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="neutral">{labels.kind[item.kind]}</Badge>
        <Badge variant={verdictTone[item.verdict]}>{labels.verdict[item.verdict]}</Badge>
        <Badge variant="default">{labels.status[item.status]}</Badge>
      </div>
      <dl className="grid gap-1 text-sm text-ink-soft sm:grid-cols-2">
        {item.interest ? (
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <dt className="inline font-medium text-ink">{copy.list.interest}: </dt>
            <dd className="inline">{item.interest}</dd>
          </div>
        ) : null}
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <dt className="inline font-medium text-ink">{copy.list.source}: </dt>
          <dd className="inline">{source || copy.list.direct}</dd>
        </div>
        {item.owner ? (
          <div className="min-w-0 [overflow-wrap:anywhere] sm:col-span-2">
            <dt className="inline font-medium text-ink">{copy.detail.owner}: </dt>
            <dd className="inline">{item.owner}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
