import type { StaffInboxCopy } from "../../content/staff";
import { useStaffData } from "../../hooks/use-staff-data";
import { fill, fillCounted } from "../../shared/fill";
import { formatMoment } from "../../lib/staff-age";
import { staffGet, type GapsResponse } from "../../lib/staff-client";
import type { StaffSettings } from "../../lib/staff-settings";
import { Card } from "../ui/card";
import { StaffPanel } from "./staff-panel";

/** The questions Ask Automatica could not answer, most asked first; visitors' words, as text. */
export function GapsView({ copy, settings }: { copy: StaffInboxCopy; settings: StaffSettings }) {
  const gaps = useStaffData("gaps", () => staffGet<GapsResponse>(settings.api.gaps));
  const t = copy.gaps;
  const items = gaps.data?.items ?? [];
  return (
    <StaffPanel id="gaps-heading" copy={copy} text={t} state={gaps} empty={!items.length}>
      <ul className="grid gap-3">
        {items.map((gap, index) => (
          <Card as="li" padding="xs" key={index} className="grid min-w-0 gap-1 text-sm">
            <p className="font-medium text-ink [overflow-wrap:anywhere]">{gap.question}</p>
            <p className="text-ink-muted">
              {[
                fillCounted(t.asked, gap.count),
                fill(t.unsure, { count: String(gap.unsure) }),
                fill(t.thumbsDown, { count: String(gap.thumbsDown) }),
                fill(t.leads, { count: String(gap.leads) }),
                fill(t.lastAsked, { at: formatMoment(gap.lastAsked) }),
              ].join(" · ")}
            </p>
            {gap.nearest.length ? (
              <p className="text-ink-soft [overflow-wrap:anywhere]">
                {t.nearest}: {gap.nearest.join(", ")}
              </p>
            ) : null}
          </Card>
        ))}
      </ul>
    </StaffPanel>
  );
}
