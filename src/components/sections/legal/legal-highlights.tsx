import { History, KeyRound, Lock, Siren, type LucideIcon } from "lucide-react";
import type { legalHighlightIcons } from "../../../lib/legal";

export interface Highlight {
  icon: (typeof legalHighlightIcons)[number];
  title: string;
  text: string;
}

const icons: Record<Highlight["icon"], LucideIcon> = {
  lock: Lock,
  key: KeyRound,
  history: History,
  siren: Siren,
};

/** Key points of a policy as a row of cards (the security page's summary). Static. */
export function LegalHighlights({ highlights }: { highlights: Highlight[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {highlights.map((highlight) => {
        const Icon = icons[highlight.icon];
        return (
          <li
            key={highlight.title}
            className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-sm"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="mt-4 font-semibold text-slate-900">{highlight.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{highlight.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
