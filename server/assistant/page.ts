/**
 * The /ask page's answer without JavaScript: the question posted by the form is answered with the
 * built /ask page (ui5's src/pages/ask.astro), its marker `<!--assistant:answer-->` replaced by the
 * answer as plain HTML: no classes (the page's container styles p, ol, li, a and strong), every
 * character the visitor typed escaped, links only to paths on this site.
 */
import { assistantApi } from "../../src/shared/assistant-api.ts";
import type { AssistantAnswer } from "./answer.ts";
import type { AssistantCopy } from "./knowledge.ts";

export const ANSWER_MARKER = assistantApi.answerMarker;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A path on this site ("/pricing#plan-pro"), or undefined for anything else. */
const sitePath = (url: string) =>
  url.startsWith("/") && !url.startsWith("//") && !url.includes("\\") ? url : undefined;

/**
 * The answer as HTML: "You asked: …", the answer's paragraphs, its sources as an ordered list of
 * links, and the handoff's link. Without an answer (`answer` undefined), the question and `notice`.
 */
export function answerHtml(
  copy: AssistantCopy["askPage"],
  question: string,
  answer: Pick<AssistantAnswer, "answer" | "citations" | "handoff"> | { notice: string },
): string {
  const parts = [`<p><strong>${escapeHtml(copy.youAsked)}</strong> ${escapeHtml(question)}</p>`];
  const text = "notice" in answer ? answer.notice : answer.answer;
  for (const paragraph of text.split(/\n+/).filter((line) => line.trim())) {
    parts.push(`<p>${escapeHtml(paragraph.trim())}</p>`);
  }
  if (!("notice" in answer)) {
    const links = answer.citations.flatMap(({ url, title, quote }) => {
      const href = sitePath(url);
      return href
        ? [
            `<li><a href="${escapeHtml(href)}">${escapeHtml(title)}</a>: “${escapeHtml(quote)}”</li>`,
          ]
        : [];
    });
    if (links.length)
      parts.push(`<p>${escapeHtml(copy.sources)}</p>`, `<ol>${links.join("")}</ol>`);
    const handoff = answer.handoff && sitePath(answer.handoff.href);
    if (answer.handoff && handoff) {
      parts.push(`<p><a href="${escapeHtml(handoff)}">${escapeHtml(answer.handoff.label)}</a></p>`);
    }
  }
  return parts.join("");
}

/**
 * A built page shell with `html` in place of its one `marker`. The one function that fills a
 * built page on the server for this route (the forms' no-JavaScript pages may share it later).
 */
export function fillShell(shell: string, html: string, marker = ANSWER_MARKER): string {
  const at = shell.indexOf(marker);
  if (at < 0 || shell.indexOf(marker, at + marker.length) >= 0) {
    throw new Error(`the page must hold ${marker} exactly once`);
  }
  return shell.slice(0, at) + html + shell.slice(at + marker.length);
}
