import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { leadFormCopy } from "../../shared/forms";
import { LEAD_DRAFT_KEY } from "../../lib/lead-form-draft";
import { notify } from "../../lib/toast";
import { LeadForm } from "./lead-form";

vi.mock("../../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
/** The API's answer to the next submissions. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => Response.json(body, { status, headers }));
}

function renderForm(path = "/get-started-form") {
  window.history.replaceState(null, "", path);
  return render(<LeadForm copy={leadFormCopy} />);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText("Full name"));
  await user.paste("Ada Lovelace");
  await user.click(screen.getByLabelText("Work email"));
  await user.paste("ada@example.com");
  await user.click(screen.getByLabelText("What would you like to automate?"));
  await user.paste("Answer order questions in chat.");
}

/** Renders the form, fills it validly and submits it. */
async function submitValidForm() {
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);
  await user.click(screen.getByRole("button", { name: "Submit" }));
  return user;
}

describe("LeadForm", { timeout: 30_000 }, () => {
  beforeEach(() => window.sessionStorage.clear());

  it("posts to the enquiries endpoint without JavaScript, with a honeypot hidden from people", () => {
    const { container } = renderForm();
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("action", "/api/enquiries");
    expect(form).toHaveAttribute("method", "post");
    const trap = screen.getByLabelText("Leave this field empty", { selector: "input" });
    expect(trap).toHaveAttribute("name", "website");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("shows each error next to its field and focuses the first invalid one", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const name = screen.getByLabelText("Full name");
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(
      screen.getByText("Please describe your needs in at least 10 characters"),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    expect(name).toHaveFocus();
  });

  it("refuses a tab pasted into the name next to the field, and sends nothing", async () => {
    const fetch = answer(201, { id: "x" });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByLabelText("Full name"));
    await user.paste("\tByron");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const name = screen.getByLabelText("Full name");
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        "Please remove tabs and other control characters from your name",
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("counts the characters of the needs as they are typed", async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText("0/500")).toBeInTheDocument();
    await user.click(screen.getByLabelText("What would you like to automate?"));
    await user.paste("Hello <b>");
    expect(screen.getByText("9/500")).toBeInTheDocument();
  });

  it("counts the needs as the schema does: composed, without the spaces around them", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText("What would you like to automate?"));
    // 'Café' with a combining accent: 5 characters typed, 4 counted.
    await user.paste("  Cafe\u0301  ");
    expect(screen.getByText("4/500")).toBeInTheDocument();
  });

  it("gives each field the schema's limits, so a browser checks them without JavaScript", () => {
    renderForm();
    const name = screen.getByLabelText("Full name");
    expect(name).toBeRequired();
    expect(name).toHaveAttribute("minlength", "2");
    expect(name).toHaveAttribute("maxlength", "100");
    const email = screen.getByLabelText("Work email");
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("maxlength", "254");
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute("maxlength", "40");
    expect(screen.getByLabelText(/^Company or organisation/)).toHaveAttribute("maxlength", "200");
    const needs = screen.getByLabelText("What would you like to automate?");
    expect(needs).toBeRequired();
    expect(needs).toHaveAttribute("minlength", "10");
    expect(needs).toHaveAttribute("maxlength", "500");
    expect(screen.getByLabelText(/^Anything else we should know\?/)).toHaveAttribute(
      "maxlength",
      "2000",
    );
  });

  it("shows one message, the schema's, when the needs are over 500 characters", async () => {
    // Only a value set by script (a restored draft) can be longer than the field's maxlength.
    window.sessionStorage.setItem(
      LEAD_DRAFT_KEY,
      JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", needs: "a".repeat(501) }),
    );
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText("501/500")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const needs = screen.getByLabelText("What would you like to automate?");
    await waitFor(() => expect(needs).toHaveAttribute("aria-invalid", "true"));
    const messages = screen.queryAllByText(/500[- ]character(s)? (or fewer|limit)/);
    expect(messages.map((message) => message.textContent)).toEqual([
      "Please keep your description to 500 characters or fewer",
    ]);
    expect(needs).toHaveAccessibleDescription(
      expect.stringContaining("Please keep your description to 500 characters or fewer"),
    );
  });

  it("defaults to Chat Bot and preselects a valid interest from the address", async () => {
    renderForm("/get-started-form?interest=Personal%20Assistant");
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: "Personal Assistant" })).toBeChecked(),
    );
  });

  it("sends a valid enquiry as JSON once, resets the form and forgets the draft", async () => {
    const fetch = answer(201, { id: "e1" });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    expect(window.sessionStorage.getItem(LEAD_DRAFT_KEY)).toContain("Ada Lovelace");
    await user.dblClick(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith("Form submitted!", {
        description: "We'll be in touch with you soon.",
      }),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/enquiries");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      interestedIn: "Chat Bot",
      needs: "Answer order questions in chat.",
    });
    expect(screen.getByLabelText("Full name")).toHaveValue("");
    expect(window.sessionStorage.getItem(LEAD_DRAFT_KEY)).toBeNull();
  });

  it("keeps every value and the draft when the server fails, with the destructive notice", async () => {
    answer(503, { error: "We could not save your submission." });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await submitValidForm();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Submission failed", {
        description: "There was an error submitting your form. Please try again.",
      }),
    );
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
    expect(window.sessionStorage.getItem(LEAD_DRAFT_KEY)).toContain("Ada Lovelace");
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  it("says when to try again after too many submissions, keeping every value", async () => {
    answer(429, { error: "Too many" }, { "Retry-After": "42" });
    await submitValidForm();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Submission failed", {
        description:
          "You have sent this form several times in a short while. Please try again in 42 seconds.",
      }),
    );
    expect(screen.getByLabelText("Work email")).toHaveValue("ada@example.com");
  });

  it("shows the server's message next to a field it refuses", async () => {
    answer(400, { errors: { email: "Invalid email address" } });
    await submitValidForm();
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Work email")).toHaveAttribute("aria-invalid", "true");
  });

  it("keeps the same Idempotency-Key when the same values are sent again after a failure", async () => {
    const fetch = answer(503, {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await submitValidForm();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const key = (call: number) =>
      new Headers(fetch.mock.calls[call]![1]?.headers).get("Idempotency-Key");
    expect(key(1)).toBe(key(0));
  });
});
