// @vitest-environment jsdom
// The form pages as the server draws them from the build's page shells (npm run build first).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formPageShells, fieldSlot, optionsSlot } from "../src/shared/page-shells.ts";
import { leadFormCopy } from "../src/shared/forms.ts";
import { pageShellFile } from "./page-shells.ts";
import {
  formProblemPage,
  invalidSubmissionPage,
  loadFormPages,
  retryFormPage,
  TRY_AGAIN,
} from "./pages.ts";
import type { FormKind } from "../src/shared/form-api.ts";
import { forms as formsAsDeclared } from "./submissions/forms.ts";

/** Each form as the pages read it. */
const formOf = (kind: FormKind) => {
  const { endpoint, fields, formPath, what } = formsAsDeclared[kind];
  return { kind, endpoint, fields, formPath, what };
};
const forms = { enquiry: formOf("enquiry"), contact: formOf("contact"), invite: formOf("invite") };

const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const pages = loadFormPages(dir);
const names = [formPageShells.message, ...Object.values(formPageShells.retry)];

/** The page as a browser reads it. */
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** Every inline script's hash is in the policy's script-src: the page's scripts all run. */
function scriptsAllowed(html: string, policy: string) {
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  return [...parse(html).querySelectorAll("script:not([src])")]
    .filter(
      (script) =>
        !/^(application\/ld\+json|speculationrules)$/.test(script.getAttribute("type") ?? ""),
    )
    .map(
      (script) =>
        `'sha256-${createHash("sha256")
          .update(script.textContent ?? "")
          .digest("base64")}'`,
    )
    .filter((hash) => !scriptSrc.includes(hash));
}

describe("the form pages drawn from the build's page shells", () => {
  it("come from the build, beside its client directory and not in it: no URL serves them, no sitemap lists them", () => {
    for (const name of names) {
      expect(fs.existsSync(pageShellFile(dir, name)), name).toBe(true);
      expect(fs.existsSync(path.join(dir, "page-shells", name)), name).toBe(false);
    }
    const sitemap = fs
      .readdirSync(dir)
      .filter((file) => /^sitemap-\d+\.xml$/.test(file))
      .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
      .join("");
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("page-shells");
  });

  it("have a slot for every field of their form, so that no value typed is lost", () => {
    for (const form of Object.values(forms)) {
      const slots = pages.retry[form.kind].slots;
      for (const field of form.fields) {
        expect(
          slots.has(fieldSlot(field)) || slots.has(optionsSlot(field)),
          `${form.kind}.${field}`,
        ).toBe(true);
      }
      expect(
        [...slots].filter((slot) => slot.startsWith("value:") || slot.startsWith("options:"))
          .length,
      ).toBe(form.fields.length);
    }
  });

  it("a form's errors: the site's page, noindex, every text escaped, its inline scripts allowed by its policy", () => {
    const page = invalidSubmissionPage({
      ...forms.contact,
      errors: { email: "Invalid <email> address", name: "Name is required" },
    });
    const built = invalidSubmissionPage({
      ...forms.contact,
      errors: { email: "Invalid <email> address", name: "Name is required" },
      pages,
    });
    expect(page.html).not.toBe(built.html);
    const document = parse(built.html);
    expect(document.title).toBe("Please check the form | Automatica");
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(
      /noindex/,
    );
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector("header")).not.toBeNull();
    expect(document.querySelector("footer")).not.toBeNull();
    expect(document.querySelector("h1")?.textContent).toBe("Please check the form");
    expect([...document.querySelectorAll("main li")].map((item) => item.textContent)).toEqual([
      "Email: Invalid <email> address",
      "Name: Name is required",
    ]);
    const back = document.querySelector("main a[href]");
    expect(back?.getAttribute("href")).toBe("/contact");
    expect(back?.textContent).toBe("Back to the form");
    expect(built.html.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toMatch(/\{\{|\}\}/);
    expect(built.policy).toMatch(/script-src [^;]*'sha256-/);
    expect(built.policy).toMatch(/frame-ancestors 'none'$/);
    expect(scriptsAllowed(built.html, built.policy)).toEqual([]);
  });

  it("any other refusal: the message and the way on, with no list", () => {
    const document = parse(
      formProblemPage({ title: "Too many submissions", message: "Wait a minute.", pages }).html,
    );
    expect(document.querySelector("h1")?.textContent).toBe("Too many submissions");
    expect(document.querySelector("main ul")).toBeNull();
    expect(document.querySelector("main a[href='/']")?.textContent).toBe("Return to Home");
  });

  it("the form again: every value typed in its field, as text, and the hidden fields, with Try again", () => {
    const typed = {
      name: 'Ada "<b>" Lovelace',
      email: "ada@example.com",
      phone: "+1 555 010 <4200>",
      organization: "</textarea><script>alert(1)</script>",
      interestedIn: "Personal Assistant",
      needs: "\nFirst line was empty. {{title}}",
      additionalInfo: 'We use "Xero" & Slack',
      website: "bot-filled",
    };
    const { html, policy } = retryFormPage({
      title: "Submission failed",
      message: "There was an error submitting your form. Please try again.",
      form: forms.enquiry,
      values: typed,
      hidden: { idempotencyKey: "0b6a3f4e-2a4c-4a59-9a57-1c1f7c7d8e9f", elapsedMs: "5000" },
      pages,
    });
    const document = parse(html);
    const form = document.querySelector("main form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/api/enquiries");
    const control = (name: string) =>
      form?.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        `[name="${name}"]`,
      );
    for (const name of [
      "name",
      "email",
      "phone",
      "organization",
      "interestedIn",
      "needs",
      "additionalInfo",
    ] as const) {
      expect(control(name)?.value, name).toBe(typed[name]);
    }
    expect(control("website")).toBeNull();
    expect(document.querySelectorAll("script[src], script:not([src])").length).toBe(
      parse(
        fs.readFileSync(pageShellFile(dir, formPageShells.retry.enquiry), "utf8"),
      ).querySelectorAll("script").length,
    );
    const label = [...document.querySelectorAll("label")].find(
      (element) => element.textContent === leadFormCopy.interestedIn,
    );
    expect(document.getElementById(label?.getAttribute("for") ?? "")).toBe(control("interestedIn"));
    expect(control("idempotencyKey")?.value).toBe("0b6a3f4e-2a4c-4a59-9a57-1c1f7c7d8e9f");
    expect(control("elapsedMs")?.value).toBe("5000");
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe(TRY_AGAIN);
    expect(scriptsAllowed(html, policy)).toEqual([]);
  });

  it("the invite and contact forms again, each with its own fields", () => {
    const invite = parse(
      retryFormPage({
        title: "Submission failed",
        message: "m",
        form: forms.invite,
        values: { contact: "+1 555 010 9999" },
        hidden: {},
        pages,
      }).html,
    );
    expect(invite.querySelector<HTMLInputElement>('main input[name="contact"]')?.value).toBe(
      "+1 555 010 9999",
    );
    const contact = parse(
      retryFormPage({
        title: "Submission failed",
        message: "m",
        form: forms.contact,
        values: {
          name: "Noor",
          email: "noor@example.com",
          subject: "Pilot",
          message: "Three sites.",
        },
        hidden: {},
        pages,
      }).html,
    );
    expect(contact.querySelector<HTMLTextAreaElement>('main textarea[name="message"]')?.value).toBe(
      "Three sites.",
    );
    expect(contact.querySelector<HTMLInputElement>('main input[name="subject"]')?.value).toBe(
      "Pilot",
    );
  });
});
