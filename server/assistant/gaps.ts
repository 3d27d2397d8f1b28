/**
 * The gaps report (`npm run assistant -- gaps`): the questions of the last 30 days that the site did
 * not answer well, the unsure ones and those with a thumbs down, grouped by similarity, most
 * frequent first: the pages the site is missing. Two questions are alike when their meaningful
 * terms (stemmed, stop words out: server/assistant/text.ts, as retrieval reads a question) overlap
 * by at least half of the shorter one's, typos of long words allowed.
 */
import { withoutInvisibles } from "../../src/shared/schemas/text.ts";
import type { AskedQuestion } from "./store.ts";
import { editDistance, terms, typoAllowance } from "./text.ts";

export interface Gap {
  /** How many questions the group holds. */
  count: number;
  /** Its most frequent wording (the first asked, among equals). */
  question: string;
  /** Up to five other wordings. */
  variants: string[];
  unsure: number;
  thumbsDown: number;
  /** Questions of the group whose conversation went on to a lead. */
  leads: number;
  /** The pages the assistant came closest with (cited most often), at most three. */
  nearest: string[];
  lastAsked: string;
}

/** Whether a question is a gap: the assistant was unsure, or the visitor said it did not help. */
export const isGap = (question: AskedQuestion) =>
  question.status === "unsure" || question.helpful === false;

const sameTerm = (a: string, b: string) =>
  a === b || editDistance(a, b, typoAllowance(a)) <= typoAllowance(a);

/** Whether two questions' term sets overlap by at least half of the smaller. */
export function alike(a: string[], b: string[]): boolean {
  if (!a.length || !b.length) return a.length === b.length;
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const shared = small.filter((term) => large.some((other) => sameTerm(term, other))).length;
  return shared * 2 >= small.length && shared > 0;
}

const mostFrequent = (values: string[], limit: number) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([value]) => value);
};

/** The gaps among `asked`, grouped, most frequent first (at most `limit`). */
export function gapsOf(asked: AskedQuestion[], limit = 20): Gap[] {
  const groups: { terms: string[]; members: AskedQuestion[] }[] = [];
  // Oldest first, so that a group's terms are its first question's.
  for (const question of [...asked].filter(isGap).reverse()) {
    const own = [...new Set(terms(question.question))];
    const group = groups.find((candidate) => alike(candidate.terms, own));
    if (group) group.members.push(question);
    else groups.push({ terms: own, members: [question] });
  }
  return groups
    .map(({ members }) => {
      const wordings = mostFrequent(
        members.map((member) => member.question.replace(/\s+/g, " ").trim()),
        6,
      );
      return {
        count: members.length,
        question: wordings[0] ?? "",
        variants: wordings.slice(1),
        unsure: members.filter((member) => member.status === "unsure").length,
        thumbsDown: members.filter((member) => member.helpful === false).length,
        leads: members.filter((member) => member.lead).length,
        nearest: mostFrequent(
          members.flatMap((member) => member.citations),
          3,
        ),
        lastAsked: new Date(
          Math.max(...members.map((member) => new Date(member.createdAt).getTime())),
        ).toISOString(),
      };
    })
    .sort((a, b) => b.count - a.count || b.lastAsked.localeCompare(a.lastAsked))
    .slice(0, limit);
}

/** The report as a person reads it in a terminal. */
export function formatGaps(gaps: Gap[], days: number): string {
  if (!gaps.length) return `No unsure or thumbs-down questions in the last ${days} days.\n`;
  const lines = [
    `The most frequent unsure or thumbs-down questions of the last ${days} days, grouped:`,
    "",
  ];
  gaps.forEach((gap, i) => {
    const how = [
      gap.unsure && `${gap.unsure} unsure`,
      gap.thumbsDown && `${gap.thumbsDown} thumbs down`,
      gap.leads && `${gap.leads} led to a lead`,
    ].filter(Boolean);
    // As JSON strings, without bidi controls: a question is visitor-typed text (no escape
    // sequence or reordering reaches the terminal).
    const quote = (text: string) => JSON.stringify(withoutInvisibles(text));
    lines.push(`${i + 1}. ${quote(gap.question)}  ×${gap.count} (${how.join(", ")})`);
    for (const variant of gap.variants) lines.push(`     also: ${quote(variant)}`);
    if (gap.nearest.length) lines.push(`     nearest pages: ${gap.nearest.join(", ")}`);
    lines.push(`     last asked ${gap.lastAsked}`);
  });
  return `${lines.join("\n")}\n`;
}
