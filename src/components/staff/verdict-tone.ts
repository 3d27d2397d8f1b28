import type { StaffVerdict } from "../../shared/staff-api";

/** The badge each spam verdict is drawn with. */
export const verdictTone = {
  ok: "success",
  suspect: "warning",
  spam: "danger",
} as const satisfies Record<StaffVerdict, "success" | "warning" | "danger">;
