import type { StaffEnumLabels, StaffInboxCopy } from "../../content/staff";
import type { StaffSettings } from "../../lib/staff-settings";
import type { Me } from "../../shared/staff-api";

/** What every view of the inbox is given: who is signed in, the copy, the labels and the settings. */
export interface StaffViewProps {
  me: Me;
  copy: StaffInboxCopy;
  labels: StaffEnumLabels;
  settings: StaffSettings;
}
