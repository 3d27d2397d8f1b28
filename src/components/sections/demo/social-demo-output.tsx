import type { SocialDemoResult } from "../../../lib/social-demo";
import { Card } from "../../ui/card";
import { SubHeading } from "../../ui/sub-heading";

/** The drafted post, the proposed schedule and the automated replies. */
export function SocialDemoOutput({
  result,
  heading,
  labels,
}: {
  result: SocialDemoResult;
  heading: string;
  labels: { post: string; schedule: string; replies: string };
}) {
  return (
    <div className="space-y-6">
      <SubHeading id="demo-output">{heading}</SubHeading>
      <Card as="section" tone="solid" aria-label={labels.post}>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-accent">
          {labels.post}
        </h3>
        <p className="mt-3 font-semibold text-ink">{result.business}</p>
        <p className="mt-2 whitespace-pre-line leading-relaxed text-ink-soft">{result.post}</p>
      </Card>
      <Card as="section" tone="solid" aria-label={labels.schedule}>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-accent">
          {labels.schedule}
        </h3>
        <ol className="mt-3 grid gap-3 sm:grid-cols-3">
          {result.schedule.map((slot) => (
            <li key={slot.label} className="rounded-xl bg-accent-soft p-4">
              <p className="font-semibold text-accent-strong">{slot.label}</p>
              <p className="mt-1 text-sm text-ink-soft">{slot.reason}</p>
            </li>
          ))}
        </ol>
      </Card>
      <Card as="section" tone="solid" aria-label={labels.replies}>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-accent">
          {labels.replies}
        </h3>
        <ul className="mt-3 space-y-4">
          {result.replies.map((reply) => (
            <li key={reply.author} className="text-sm">
              <p className="text-ink-soft">
                <span className="font-semibold text-ink">{reply.author}:</span> {reply.comment}
              </p>
              <p className="ml-4 mt-2 rounded-xl bg-slate-100 dark:bg-slate-800 p-3 text-ink">
                <span className="font-semibold">{result.business}:</span> {reply.reply}
              </p>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
