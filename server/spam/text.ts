// What the spam verdict reads in a text, before it counts links and matches phrases: the text as a
// person sees it (NFKC, the invisible characters gone), the tricks that hid it (characters that
// split words, direction overrides, links written as hxxp, [.] or "dot com"), and each link with its
// host. Never shown or stored: the submission keeps what was typed.

/**
 * Characters that take no room: zero-width spaces and joiners, the word joiner and its kin, the BOM,
 * the soft hyphen, Hangul and Mongolian fillers, variation selectors, and the bidi controls (marks,
 * embeddings, overrides, isolates). Removed before anything is read.
 */
// Variation selectors and the combining grapheme joiner are listed on purpose: they are removed.
/* eslint-disable no-misleading-character-class */
const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;
/* eslint-enable no-misleading-character-class */
/**
 * Zero-width characters with no business between two letters, digits or the dots and slashes of an
 * address: `h<ZWSP>t<ZWSP>t<ZWSP>p<ZWSP>s`, `shop<ZWSP>.xyz`. A joiner between emoji, or a
 * non-joiner in Persian, is not between two Latin letters, so it is not counted.
 */
const SPLITTER = /(?<=[a-z0-9./:-])[\u200B-\u200D\u2060\u180E\uFEFF]+(?=[a-z0-9./:-])/giu;
/** Embeddings and overrides (LRE, RLE, PDF, LRO, RLO): text that reads otherwise than it is stored. */
const OVERRIDE = /[\u202A-\u202E]/u;

/** Top-level domains that spam favours, for links and e-mail addresses (Spamhaus's worst, and kin). */
export const CHEAP_TLDS = new Set(
  "xyz top click icu buzz cfd sbs cyou monster rest bond lol tk ml ga cf gq pw cam win bid loan online site".split(
    " ",
  ),
);
/** Hosts that hide where a link goes. */
const SHORTENERS = new Set(
  "bit.ly tinyurl.com t.co goo.gl cutt.ly is.gd rb.gy ow.ly shorturl.at t.ly tiny.cc rebrand.ly buff.ly s.id".split(
    " ",
  ),
);
/** Hosts that move a conversation to a messenger. */
const MESSENGERS = new Set("t.me telegram.me wa.me chat.whatsapp.com m.me".split(" "));
/** Web mail: an address there says nothing about the sender's own site. */
const WEB_MAIL = new Set(
  "gmail googlemail yahoo ymail hotmail outlook live msn icloud me aol gmx web mail yandex proton protonmail pm tutanota zoho qq 163 126 rambler t-online btinternet orange free laposte libero uol bol".split(
    " ",
  ),
);

/**
 * Top-level domains a bare address may end in (`cheap-seo.xyz`, `bit.ly/x`), so that `St.John` or
 * `J.R.R.` is not one. `example` stands for any: the corpus writes every made-up domain with it.
 */
const TLDS =
  "com|net|org|info|biz|io|co|ly|gl|ru|su|cn|jp|kr|in|id|vn|tr|ua|by|kz|br|ar|cl|mx|pe|es|pt|it|fr|de|at|ch|be|nl|pl|se|no|dk|fi|cz|sk|hu|ro|gr|ie|uk|eu|us|ca|au|nz|za|ng|ke|ae|sa|il|ir|pk|bd|ph|my|sg|th|tw|hk|me|pro|app|dev|ai|tv|cc|ws|gov|edu|shop|store|club|link|live|life|today|space|website|fun|work|xyz|top|site|online|click|icu|buzz|cfd|sbs|cyou|monster|rest|bond|lol|tk|ml|ga|cf|gq|pw|cam|win|bid|loan|vip|example";

/** A link written out: http(s)://…, www.…, BBCode [url…] or an HTML anchor. */
const WRITTEN_LINK =
  /\bhttps?:\/\/[^\s<>"'\]]+|\bwww\.[^\s<>"'\]]+|\[url\b[^\]]*\]|<a\s[^>]*href/giu;
/** A link in markup, which a person filling in a form never writes. */
const MARKUP_LINK = /\[url\b|<a\s[^>]*href/iu;
/** An e-mail address, left out before web addresses are looked for. */
const EMAIL = /[^\s@<>()"']+@[^\s@<>()"']+\.[a-z]{2,}/giu;
/** A bare web address: labels and one of the TLDs above, maybe a path. Letters of any script. */
const BARE_DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}@.-])[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?(?:\\.[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?)*\\.(?:${TLDS})(?![\\p{L}\\p{N}-])(?:\\/[^\\s<>"']*)?`,
  "giu",
);

/** Words that name no site before a spelled-out "dot com" ("the dot com bubble"). */
const NOT_A_LABEL = new Set(
  "the a an of in on at our my your his her its their this that old new".split(" "),
);
/** "dot" as people spell it out in an address, in the languages of the corpus. */
const SPELLED_DOT = "dot|punkt|point|punto|ponto|kropka|nokta|точка";
/**
 * The ways a link is written so that filters miss it, each with what it stands for: hxxp, [.], (.),
 * {dot}, [:], a dot spelled out or set apart by spaces before a TLD, and "w w w". A function is
 * given the match, its offset and the whole text.
 */
const DISGUISES: [RegExp, string | ((match: string, offset: number, whole: string) => string)][] = [
  [/\bh(?:xx|\*\*|xt)p(s?)(?=\s*(?:\[:\]|:))/giu, "http$1"],
  [/\[:\]/gu, ":"],
  [/\s*(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)|\{dot\})\s*/giu, "."],
  [
    new RegExp(`(?<=[\\p{L}\\p{N}])\\s+(?:${SPELLED_DOT})\\s+(?=(?:${TLDS})\\b)`, "giu"),
    (match, offset, whole) => {
      const before = whole.slice(0, offset).match(/([\p{L}\p{N}-]+)$/u);
      return before?.[1] && !NOT_A_LABEL.has(before[1].toLowerCase()) ? "." : match;
    },
  ],
  [new RegExp(`(?<=[\\p{L}\\p{N}])\\s+\\.\\s*(?=(?:${TLDS})\\b)`, "giu"), "."],
  [/\bw\s+w\s+w\s*\.\s*/giu, "www."],
];

export interface ReadText {
  text: string;
  splitters: number;
  overrides: boolean;
  disguised: boolean;
}

/**
 * A text as the verdict reads it: NFKC (full-width and styled letters become plain ones), every
 * invisible character removed, and disguised links written as links. Says which tricks were used.
 */
export function readText(typed = ""): ReadText {
  const normal = typed.normalize("NFKC");
  const splitters = normal.match(SPLITTER)?.length ?? 0;
  const overrides = OVERRIDE.test(normal);
  let text = normal.replace(INVISIBLE, "");
  let disguised = false;
  for (const [pattern, replacement] of DISGUISES) {
    // Two calls for one: String#replace's overloads take a string or a function, not either.
    const next =
      typeof replacement === "string"
        ? text.replace(pattern, replacement)
        : text.replace(pattern, replacement);
    if (next !== text) disguised = true;
    text = next;
  }
  return { text, splitters, overrides, disguised };
}

export interface Link {
  host: string;
  written: boolean;
  markup: boolean;
  mixedScript: boolean;
  shortener: boolean;
  messenger: boolean;
  cheapTld: boolean;
  ipAddress: boolean;
}

/** The host of a link as written: no scheme, user, port or path; lower case. */
function hostOf(link: string): string {
  const inside = link.match(/(?:href\s*=\s*["']?|\[url=?)([^"'\s\]>]+)/iu)?.[1] ?? link;
  const host =
    inside
      .replace(/^[a-z][a-z0-9+.-]*:\/\//iu, "")
      .replace(/^[^/@]*@/u, "")
      .split(/[/?#:]/u)[0] ?? "";
  return host
    .replace(/^www\./iu, "")
    .replace(/\.$/u, "")
    .toLowerCase();
}

/** Whether a host mixes Latin letters with Cyrillic or Greek ones (`pаypal` with a Cyrillic а). */
export const mixesScripts = (host: string) =>
  /\p{Script=Latin}/u.test(host) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(host);

/**
 * The links of a read text: written out (http://, www., markup), then bare web addresses (e-mail
 * addresses aside). `text`: a text from readText.
 */
export function linksIn(text: string): Link[] {
  const written = text.match(WRITTEN_LINK) ?? [];
  const rest = text.replace(WRITTEN_LINK, " ").replace(EMAIL, " ");
  // "…our site.Online booking…" is a sentence missing a space, not an address: a bare address whose
  // top-level domain is written as a capitalised word after a lower-case letter is not counted.
  const bare = (rest.match(BARE_DOMAIN) ?? []).filter(
    (link) => !/\p{Ll}\.\p{Lu}\p{Ll}+(?:\/|$)/u.test(link),
  );
  return [...written, ...bare].map((link, index) => {
    const host = hostOf(link);
    const tld = host.split(".").at(-1) ?? "";
    return {
      host,
      written: index < written.length,
      markup: MARKUP_LINK.test(link),
      mixedScript: mixesScripts(host),
      shortener: SHORTENERS.has(host),
      messenger: MESSENGERS.has(host),
      cheapTld: CHEAP_TLDS.has(tld),
      ipAddress: /^\d{1,3}(?:\.\d{1,3}){3}$/u.test(host),
    };
  });
}

/**
 * The part of a host its owner registered: the last two labels, or three under a second level such
 * as `co.uk` or `com.br`.
 */
export function siteOf(host: string): string {
  const labels = host.split(".");
  const second = labels.at(-2) ?? "";
  const keep =
    labels.length > 2 && /^(?:co|com|org|net|ac|gov|edu|or|ne|go)$/u.test(second) ? 3 : 2;
  return labels.slice(-keep).join(".");
}

/**
 * The sites a sender may link as their own: the domain of their e-mail address (web mail aside),
 * and any host whose name holds a word of their organisation or name of 4 letters or more
 * (`Jovanovic Auto Repair` → `jovanovicauto.example`).
 */
export function ownSite({
  email,
  names,
}: {
  email?: string;
  names: string[];
}): (host: string) => boolean {
  const domain = email?.split("@")[1]?.toLowerCase();
  const mailSite = domain && !WEB_MAIL.has(domain.split(".")[0] ?? "") ? siteOf(domain) : undefined;
  const words = names
    .flatMap((name) => fold(name).split(/[^a-z0-9]+/u))
    .filter((word) => word.length >= 4);
  return (host) => {
    const site = siteOf(host);
    if (mailSite && site === mailSite) return true;
    const label = site.split(".")[0] ?? "";
    return words.some((word) => label.includes(word));
  };
}

/**
 * A text folded for matching phrases: lower case, accents off (`préstamo` → `prestamo`), curly
 * quotes straight, and every run of spaces, hyphens and underscores one space.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[\u2018\u2019\u02BC`´]/gu, "'")
    .replace(/[\s_\u2010-\u2015-]+/gu, " ");
}

/** The letter each digit or sign stands for in leetspeak. */
const LEET: Record<string, string> = { 0: "o", 1: "i", 3: "e", 4: "a", "@": "a", 5: "s", $: "s" };

/** Digits that stand for letters inside a word (`v1agra`, `c1alis`, `fr33`), read as the letters. */
export const unLeet = (folded: string) =>
  folded.replace(/\b(?=[a-z0-9@$]*[a-z])(?=[a-z@$]*[0-9@$])[a-z0-9@$]+\b/gu, (word) =>
    word.replace(/[0134@5$]/gu, (c) => LEET[c] ?? c),
  );
