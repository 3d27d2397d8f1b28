import type { SocialDemoTemplates, Tone } from "../content/social-demo";
import { fill } from "../shared/fill";

/** What the visitor enters on /facebook-demo. */
export interface SocialDemoInput {
  business: string;
  topic: string;
  tone: Tone;
}

export interface SocialDemoResult {
  business: string;
  post: string;
  /** Three publishing slots over the next week, formatted for display. */
  schedule: { label: string; reason: string }[];
  replies: { author: string; comment: string; reply: string }[];
}

/** A small stable hash (djb2) so the same inputs always give the same draft and schedule. */
export function hashText(text: string): number {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) {
    hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  }
  return hash;
}

/** Up to three hashtags: the business name in one word, then the longest words of the topic. */
export function hashtags(business: string, topic: string): string[] {
  const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const camel = words(business)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
  const topicTags = [...new Set(words(topic.toLowerCase()).filter((word) => word.length > 3))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 2);
  return [camel, ...topicTags].filter(Boolean).map((tag) => `#${tag}`);
}

const slotFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * Three slots on different days of the next week (days 1-7 after `start`), at hours picked from
 * the templates by the inputs' hash; in the visitor's local time.
 */
export function scheduleSlots(
  seed: number,
  start: Date,
  slots: SocialDemoTemplates["slots"],
): { date: Date; reason: string }[] {
  return [0, 1, 2].map((index) => {
    // Days 1-2, 3-4 and 5-6 (or 7): one post every other day, never two on the same day.
    const day = 1 + index * 2 + ((seed >>> index) & 1) + (index === 2 ? (seed >>> 5) & 1 : 0);
    const slot = slots[(seed + index * 3) % slots.length]!;
    const date = new Date(start);
    date.setDate(date.getDate() + day);
    date.setHours(slot.hour, 0, 0, 0);
    return { date, reason: slot.reason };
  });
}

/** Drafts a post, a publishing schedule and replies to sample comments. Pure and deterministic. */
export function generateSocialDemo(
  input: SocialDemoInput,
  templates: SocialDemoTemplates,
  start: Date,
): SocialDemoResult {
  const business = input.business.trim().replace(/\s+/g, " ");
  const topic = input.topic.trim().replace(/\s+/g, " ");
  const seed = hashText(`${business.toLowerCase()}|${topic.toLowerCase()}`);
  const values = { business, topic, hashtags: hashtags(business, topic).join(" ") };
  const post = fill(templates.posts[input.tone][seed % 2]!, values);
  return {
    business,
    post,
    schedule: scheduleSlots(seed, start, templates.slots).map(({ date, reason }) => ({
      label: slotFormat.format(date),
      reason,
    })),
    replies: templates.comments.map((comment) => ({
      author: comment.author,
      comment: comment.text,
      reply: fill(comment.replies[input.tone], values),
    })),
  };
}
