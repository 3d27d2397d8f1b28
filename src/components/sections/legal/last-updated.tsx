import { legalPageCopy } from "../../../content/legal/legal-page";

/** "Last updated June 1, 2024", with a machine-readable date. */
export function LastUpdated({ text, iso }: { text: string; iso: string }) {
  return (
    <p className="rounded-full border border-line bg-surface/80 px-4 py-1.5 text-sm font-medium text-ink-soft">
      {legalPageCopy.lastUpdated} <time dateTime={iso}>{text}</time>
    </p>
  );
}
