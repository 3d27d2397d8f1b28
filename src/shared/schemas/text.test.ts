import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { contactFieldMessages, contactSchema } from "./contact";
import { emptyEnquiry, enquiryMessages, enquirySchema } from "./enquiry";
import { inviteFieldMessages, inviteSchema } from "./invite";
import { multiLineText, singleLineText } from "./text";

const VALID = {
  enquiry: {
    ...emptyEnquiry(),
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+44 20 7946 0958",
    organization: "Analytical Engines Ltd",
    needs: "Answer order-status questions in our web chat.",
    additionalInfo: "We use Shopify.",
  },
  contact: {
    name: "Noor Haddad",
    email: "noor@example.com",
    subject: "Pilot for our clinic",
    message: "Three sites, one inbox.",
  },
  invite: { contact: "grace@example.com" },
};
const SCHEMAS = { enquiry: enquirySchema, contact: contactSchema, invite: inviteSchema };
type Kind = keyof typeof SCHEMAS;

/** Every single-line field, with its messages for a line break and for another control character. */
const SINGLE_LINE: [Kind, string, string, string][] = [
  ["enquiry", "name", enquiryMessages.nameLine, enquiryMessages.nameControls],
  ["enquiry", "email", enquiryMessages.emailLine, enquiryMessages.emailControls],
  ["enquiry", "phone", enquiryMessages.phoneLine, enquiryMessages.phoneControls],
  [
    "enquiry",
    "organization",
    enquiryMessages.organizationLine,
    enquiryMessages.organizationControls,
  ],
  ["contact", "name", contactFieldMessages.nameLine, contactFieldMessages.nameControls],
  ["contact", "email", contactFieldMessages.emailLine, contactFieldMessages.emailControls],
  ["contact", "subject", contactFieldMessages.subjectLine, contactFieldMessages.subjectControls],
  ["invite", "contact", inviteFieldMessages.contactLine, inviteFieldMessages.contactControls],
];
/** Every multi-line field, with its message for a control character. */
const MULTI_LINE: [Kind, string, string][] = [
  ["enquiry", "needs", enquiryMessages.needsControls],
  ["enquiry", "additionalInfo", enquiryMessages.additionalInfoControls],
  ["contact", "message", contactFieldMessages.messageControls],
];

const LINE_BREAKS = ["\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029"];
/** Control characters other than line breaks: C0 (TAB, VT, FF among them), DEL, C1. */
const CONTROLS = ["\u0000", "\u0001", "\t", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f"];
const C1 = ["\u0080", "\u009b", "\u009f"];
/** Bidi controls: embeddings and overrides, isolates, the marks (LRM, RLM, ALM). */
const BIDI_CONTROLS = [
  ..."\u202a\u202b\u202c\u202d\u202e",
  ..."\u2066\u2067\u2068\u2069",
  ..."\u200e\u200f\u061c",
];
/** Zero-width characters: space, non-joiner, joiner, word joiner, no-break space (BOM). */
const ZERO_WIDTH = [..."\u200b\u200c\u200d\u2060\ufeff"];

/** The value with `inserted` in its middle, where trimming cannot take it away. */
const within = (value: string, inserted: string) =>
  `${value.slice(0, 4)}${inserted}${value.slice(4)}`;

function parse(kind: Kind, field: string, value: string) {
  return z.safeParse(SCHEMAS[kind], { ...VALID[kind], [field]: value });
}
/** The first message about `field`, if any. */
function errorOf(kind: Kind, field: string, value: string) {
  const result = parse(kind, field, value);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}
function valueOf(kind: Kind, field: string, value: string) {
  const result = parse(kind, field, value);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return (result.data as Record<string, unknown>)[field];
}

describe("single-line fields", () => {
  it.each(SINGLE_LINE)(
    "%s %s refuses a line break inside it, whatever its kind",
    (kind, field, lineBreak) => {
      const valid = VALID[kind][field as keyof (typeof VALID)[Kind]];
      expect(errorOf(kind, field, valid)).toBeUndefined();
      for (const inserted of LINE_BREAKS) {
        expect(errorOf(kind, field, within(valid, inserted)), JSON.stringify(inserted)).toBe(
          lineBreak,
        );
      }
    },
  );

  it.each(SINGLE_LINE)(
    "%s %s refuses a tab or any other control character inside it",
    (kind, field, _lineBreak, controls) => {
      const valid = VALID[kind][field as keyof (typeof VALID)[Kind]];
      for (const inserted of [...CONTROLS, ...C1]) {
        expect(errorOf(kind, field, within(valid, inserted)), JSON.stringify(inserted)).toBe(
          controls,
        );
      }
    },
  );

  it.each(SINGLE_LINE)(
    "%s %s removes bidi controls and zero-width characters from inside it",
    (kind, field) => {
      const valid = VALID[kind][field as keyof (typeof VALID)[Kind]];
      for (const inserted of [...BIDI_CONTROLS, ...ZERO_WIDTH]) {
        expect(valueOf(kind, field, within(valid, inserted)), JSON.stringify(inserted)).toBe(valid);
      }
      expect(valueOf(kind, field, `\u202e${valid}\u200b\u2066`)).toBe(valid);
    },
  );

  it("keeps a joiner between two emoji, which is how such an emoji is written", () => {
    for (const emoji of ["👩\u200d💻", "👨\u200d👩\u200d👧", "🏳\ufe0f\u200d🌈"]) {
      expect(valueOf("contact", "name", `Zoë ${emoji}`)).toBe(`Zoë ${emoji}`);
    }
    expect(valueOf("contact", "name", "Zo\u200dë 👩\u200d")).toBe("Zoë 👩");
  });

  it("removes them before trimming, and before counting the length", () => {
    // An override that reverses what follows: 'Invoice exe.pdf' as written, read as 'Invoice fdp.exe'.
    expect(valueOf("contact", "subject", "Invoice \u202efdp.exe")).toBe("Invoice fdp.exe");
    expect(singleLineText("Ada\u200b \u200b")).toBe("Ada");
    const name = "a".repeat(100);
    expect(valueOf("contact", "name", `${name}${"\u200b".repeat(50)}`)).toBe(name);
  });

  it("names the field in its messages", () => {
    expect(enquiryMessages.nameLine).toBe("Please keep your name on one line");
    expect(contactFieldMessages.subjectControls).toBe(
      "Please remove tabs and other control characters from the subject",
    );
  });

  it("trims spaces, tabs and line breaks around the value instead of refusing them", () => {
    expect(valueOf("contact", "subject", " \t Pilot \r\n")).toBe("Pilot");
    expect(valueOf("enquiry", "name", "\u2028Ada Lovelace\n")).toBe("Ada Lovelace");
    expect(valueOf("invite", "contact", "\tgrace@example.com\n")).toBe("grace@example.com");
    // NEL too, which the standard's trim keeps (and V8's strips): every engine trims alike.
    expect(singleLineText("\u0085 Ada\u00a0\u0085")).toBe("Ada");
    expect(multiLineText("\u0085Line\u0085")).toBe("Line");
  });

  it("trims a long run of inner spaces in linear time", () => {
    const value = `a${" ".repeat(100_000)}b`;
    const started = performance.now();
    expect(singleLineText(value)).toBe(value);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("multi-line fields", () => {
  it.each(MULTI_LINE)("%s %s keeps every kind of line break as '\\n'", (kind, field) => {
    for (const lineBreak of LINE_BREAKS) {
      expect(
        valueOf(kind, field, `First line.${lineBreak}Second line.`),
        JSON.stringify(lineBreak),
      ).toBe("First line.\nSecond line.");
    }
    expect(valueOf(kind, field, "One.\r\n\r\nTwo.\r\rThree.\u2029Four.")).toBe(
      "One.\n\nTwo.\n\nThree.\nFour.",
    );
  });

  it.each(MULTI_LINE)("%s %s keeps a tab", (kind, field) => {
    expect(valueOf(kind, field, "Columns:\tname\tprice")).toBe("Columns:\tname\tprice");
  });

  it.each(MULTI_LINE)("%s %s refuses any other control character", (kind, field, controls) => {
    const valid = "Answer order-status questions.";
    for (const inserted of [...CONTROLS.filter((c) => c !== "\t"), ...C1]) {
      expect(errorOf(kind, field, within(valid, inserted)), JSON.stringify(inserted)).toBe(
        controls,
      );
    }
  });

  it("counts the length after the line breaks are normalised", () => {
    // 600 characters as sent, 399 once each CRLF is '\n' and the last one trimmed: within the 500.
    const fits = "a\r\n".repeat(200);
    expect(errorOf("enquiry", "needs", fits)).toBeUndefined();
    expect(valueOf("enquiry", "needs", fits)).toHaveLength(399);
    // 900 as sent, 599 normalised: over.
    expect(errorOf("enquiry", "needs", "a\r\n".repeat(300))).toBe(enquiryMessages.needsMax);
  });
});

describe("every text field", () => {
  const ALL = [
    ...SINGLE_LINE.map(([kind, field]) => [kind, field] as const),
    ...MULTI_LINE.map(([kind, field]) => [kind, field] as const),
  ].filter(([kind, field]) => !(kind === "invite" || field === "email"));

  it.each(ALL)("%s %s is stored in Unicode NFC", (kind, field) => {
    // 'é' as 'e' and a combining acute accent, 'Å' as 'A' and a combining ring.
    const decomposed = "Rene\u0301e A\u030angstro\u0308m";
    const value = valueOf(kind, field, decomposed) as string;
    expect(value).toBe("Ren\u00e9e \u00c5ngstr\u00f6m");
    expect(value).toBe(value.normalize("NFC"));
  });

  it("counts the length after NFC", () => {
    // 100 characters once composed, 200 as sent.
    const name = "e\u0301".repeat(100);
    expect(errorOf("contact", "name", name)).toBeUndefined();
    expect(valueOf("contact", "name", name)).toHaveLength(100);
    expect(errorOf("contact", "name", `${name}e`)).toBe(contactFieldMessages.nameMax);
  });

  it("normalises the same way twice: the server re-checks what the browser sent", () => {
    for (const value of [" Rene\u0301e\r\n\u0085x\t ", "a\u2028b\u2029c\rd"]) {
      expect(singleLineText(singleLineText(value))).toBe(singleLineText(value));
      expect(multiLineText(multiLineText(value))).toBe(multiLineText(value));
    }
  });
});
