import { useState, type FormEvent } from "react";
import {
  socialDemoTemplates,
  type socialDemoCopy,
  type tones as toneList,
  type Tone,
} from "../../../content/social-demo";
import { generateSocialDemo, type SocialDemoResult } from "../../../lib/social-demo";
import { buttonVariants } from "../../ui/button";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { inputVariants } from "../../ui/input";
import { progressiveForm } from "../../forms/progressive-form";
import { SocialDemoOutput } from "./social-demo-output";
import { fill } from "../../../shared/fill";

interface SocialDemoProps {
  /** The demo's copy (the page's badge and closing call to action are static sections). */
  copy: Omit<typeof socialDemoCopy, "badge" | "cta">;
  tones: typeof toneList;
  /** Output for the example inputs, computed at build time, shown until the visitor generates. */
  example: SocialDemoResult;
}

/** Generates the demo in the browser (the island loads on the visitor's first interaction). */
function generate(business: string, topic: string, tone: Tone) {
  return generateSocialDemo({ business, topic, tone }, socialDemoTemplates, new Date());
}

/** The form (business, topic, tone) and the generated post, schedule and replies: an island. */
export function SocialDemo({ copy, tones, example }: SocialDemoProps) {
  const [result, setResult] = useState<SocialDemoResult | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    if (!text("business") || !text("topic")) return;
    setResult(generate(text("business"), text("topic"), text("tone") as Tone));
  };

  return (
    <Section aria-label={copy.label} containerClassName="grid gap-10 lg:grid-cols-5">
      <Card
        as="form"
        radius="lg"
        {...progressiveForm.browserMessages}
        onSubmit={onSubmit}
        aria-labelledby="demo-form-title"
        className="h-fit space-y-5 lg:col-span-2"
      >
        <h2 id="demo-form-title" className="text-xl font-bold text-ink">
          {copy.formTitle}
        </h2>
        <div className="grid gap-1.5">
          <label htmlFor="demo-business" className="text-sm font-medium text-ink">
            {copy.businessLabel}
          </label>
          <input
            id="demo-business"
            name="business"
            required
            maxLength={60}
            autoComplete="organization"
            placeholder={copy.businessPlaceholder}
            className={inputVariants()}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="demo-topic" className="text-sm font-medium text-ink">
            {copy.topicLabel}
          </label>
          <input
            id="demo-topic"
            name="topic"
            required
            maxLength={100}
            autoComplete="off"
            placeholder={copy.topicPlaceholder}
            className={inputVariants()}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="demo-tone" className="text-sm font-medium text-ink">
            {copy.toneLabel}
          </label>
          <select id="demo-tone" name="tone" defaultValue="friendly" className={inputVariants()}>
            {tones.map((tone) => (
              <option key={tone.value} value={tone.value}>
                {tone.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className={buttonVariants({ variant: "gradient", className: "w-full" })}
        >
          {copy.submit}
        </button>
      </Card>
      <div className="lg:col-span-3">
        <p role="status" className="sr-only">
          {result ? fill(copy.announce, { business: result.business }) : ""}
        </p>
        <SocialDemoOutput
          result={result ?? example}
          heading={result ? copy.resultHeading : copy.exampleHeading}
          labels={{
            post: copy.postHeading,
            schedule: copy.scheduleHeading,
            replies: copy.repliesHeading,
          }}
        />
      </div>
    </Section>
  );
}
