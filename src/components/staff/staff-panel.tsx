import type { ReactNode, Ref } from "react";
import type { StaffInboxCopy } from "../../content/staff";
import { cn } from "../../lib/utils";
import { Card } from "../ui/card";

export interface StaffPanelProps {
  copy: Pick<StaffInboxCopy, "failed" | "loading">;
  /**
   * Its heading (an h2, `id`, which labels its section) and what it says when there is nothing.
   * Without a heading the panel is its states and children alone, in its view's own layout (the
   * leads' list, under the filters).
   */
  text: { heading?: string; empty?: string };
  id?: string;
  /** Makes the heading a focus target (the members' list, once a member is removed). */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * What it loaded (`useStaffData`): an alert when that failed, a status while it loads, the
   * panel once it has the data. A panel that loads nothing (data rights) has none.
   */
  state?: { data?: unknown; error?: unknown };
  /** Whether the loaded list is empty: `text.empty` in a dashed card instead of the children. */
  empty?: boolean;
  /** More room between its parts, for a panel of forms (data rights). */
  spacious?: boolean;
  children: ReactNode;
}

/**
 * The frame of every staff view (audit, gaps, leads, members, data rights): the failed alert, the
 * loading status, a section labelled by its heading, and a dashed card when there is nothing.
 */
export function StaffPanel({
  copy,
  text,
  id,
  headingRef,
  state,
  empty,
  spacious,
  children,
}: StaffPanelProps) {
  if (state?.error) return <p role="alert">{copy.failed}</p>;
  if (state && !state.data) return <p role="status">{copy.loading}</p>;
  const body = empty ? (
    <Card tone="dashed" padding="empty">
      <p className="text-ink-soft">{text.empty}</p>
    </Card>
  ) : (
    children
  );
  if (!text.heading || !id) return body;
  return (
    <section aria-labelledby={id} className={cn("grid min-w-0", spacious ? "gap-4" : "gap-3")}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-base font-semibold text-ink outline-none"
      >
        {text.heading}
      </h2>
      {body}
    </section>
  );
}
