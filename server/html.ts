// The one way the server escapes text for HTML: in an element or in a quoted attribute value. The
// e-mails (mail/render.ts) and the pages drawn from page shells (page-shells.ts) use it.

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `text` as HTML text: `& < > " '` as entities, nothing else touched. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
