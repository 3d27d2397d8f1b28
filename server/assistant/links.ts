/**
 * Links in answers: the site's own host and its subdomains are the only hosts an answer may name.
 */
import type { Knowledge } from "./knowledge.ts";
import { squash } from "./text.ts";

/** The site's host and its subdomains are the only hosts an answer may name in a link. */
export function isOwnHost(knowledge: Knowledge, host: string): boolean {
  const own = new URL(knowledge.origin).hostname.replace(/^www\./, "");
  const lower = host.toLowerCase().replace(/^www\./, "");
  return lower === own || lower.endsWith(`.${own}`);
}

/**
 * The text with every link to another host taken out: Markdown links keep their words, bare
 * URLs and "www." addresses of other hosts go.
 */
export function withoutForeignLinks(knowledge: Knowledge, text: string): string {
  const cleaned = text
    .replace(/\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, (whole, words: string, href: string) => {
      try {
        const url = new URL(href, knowledge.origin);
        return isOwnHost(knowledge, url.hostname) && /^https?:$/.test(url.protocol) ? whole : words;
      } catch {
        return words;
      }
    })
    .replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>()"'\]]+/gi, (link) => {
      try {
        const url = new URL(/^www\./i.test(link) ? `https://${link}` : link);
        return isOwnHost(knowledge, url.hostname) ? link : "";
      } catch {
        return "";
      }
    });
  return squash(cleaned.replace(/\s+([.,;:!?])/g, "$1"));
}

/** Whether a text names a link to another host. */
export function hasForeignLink(knowledge: Knowledge, text: string): boolean {
  return withoutForeignLinks(knowledge, text) !== squash(text.replace(/\s+([.,;:!?])/g, "$1"));
}
