import { legalPageCopy } from "../../../content/legal/legal-page";
import type { Heading } from "../../../lib/markdown";
import { Card } from "../../ui/card";

/** "On this page": links to the document's h2 sections. Static. */
export function LegalToc({ entries }: { entries: Heading[] }) {
  const sections = entries.filter((entry) => entry.depth === 2);
  return (
    <Card
      as="nav"
      aria-labelledby="legal-toc-title"
      padding="sm"
      className="lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto"
    >
      <p id="legal-toc-title" className="text-sm font-semibold text-ink">
        {legalPageCopy.tocTitle}
      </p>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((entry) => (
          <li key={entry.slug}>
            <a
              href={`#${entry.slug}`}
              className="block rounded-md px-2 py-1 leading-snug text-ink-muted hover:bg-accent-soft hover:text-accent-strong"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </Card>
  );
}
