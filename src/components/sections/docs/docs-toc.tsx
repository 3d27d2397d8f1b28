import type { Heading } from "../../../lib/markdown";
import { cn } from "../../../lib/utils";

/** On this page: links to the page's h2 and h3 headings. */
export function DocsToc({ headings, label }: { headings: Heading[]; label: string }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="space-y-1.5 text-sm">
        {headings.map((heading) => (
          <li key={heading.slug} className={cn(heading.depth === 3 && "pl-4")}>
            <a
              href={`#${heading.slug}`}
              className="block text-ink-soft hover:text-accent hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
