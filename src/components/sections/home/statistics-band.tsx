import type { Statistic } from "../../../content/home";
import { illustrativeMark } from "../../../lib/illustrative";
import { Section } from "../../ui/section";

/** Four headline numbers on a brand band, with the note that says where they come from. */
export function StatisticsBand({
  title,
  note,
  stats,
}: {
  title: string;
  note: string;
  stats: Statistic[];
}) {
  return (
    <Section labelledBy="stats-title" spacing="band-sm">
      <div className="rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12">
        <h2 id="stats-title" className="text-center text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              {...illustrativeMark(stat)}
              className="flex flex-col-reverse gap-2"
            >
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-10 text-center text-xs text-brand-100">{note}</p>
      </div>
    </Section>
  );
}
