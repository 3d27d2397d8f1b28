import type { aboutStory } from "../../../content/team";

/** 'Our story': how and when the company started, with three key facts. */
export function AboutStory({ content }: { content: typeof aboutStory }) {
  return (
    <section
      aria-labelledby="story-title"
      className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-3 lg:px-8"
    >
      <div className="lg:col-span-2">
        <h2 id="story-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {content.title}
        </h2>
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </div>
      <dl className="grid content-start gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {content.facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white/90 p-6 text-center shadow-sm"
          >
            <dt className="mt-1 text-sm font-medium text-slate-600">{fact.label}</dt>
            <dd className="text-3xl font-extrabold text-brand-700">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
