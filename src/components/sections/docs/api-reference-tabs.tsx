import type { ReactNode } from "react";
import { useCopyCode } from "../../../hooks/use-copy-code";
import { Section } from "../../ui/section";
import { UrlTabPanels } from "./url-tab-panels";

/** A tab's content comes in as the named slot `panel<index>` (Astro passes it as that prop). */
export const apiPanelSlot = (index: number) => `panel${index}` as const;

/**
 * The API reference's island: four tabs kept in the URL, and the copy buttons of the code blocks.
 * The panels' prose and highlighted code are build-time HTML passed in as slots (pages/api.astro).
 */
export function ApiReferenceTabs({
  tabs,
  label,
  ...slots
}: {
  tabs: { value: string; label: string }[];
  label: string;
} & Partial<Record<ReturnType<typeof apiPanelSlot>, ReactNode>>) {
  const onCopyClick = useCopyCode();
  return (
    // The clicks handled here come from the copy buttons inside the code blocks.
    <Section as="div" onClick={onCopyClick} width="text" spacing="xl">
      <UrlTabPanels
        label={label}
        panels={tabs.map((tab, index) => ({
          value: tab.value,
          label: tab.label,
          heading: tab.label,
          content: slots[apiPanelSlot(index)],
        }))}
      />
    </Section>
  );
}
