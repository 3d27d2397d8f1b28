import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InviteForm } from "../components/forms/invite-form";
import { inviteCopy } from "../shared/forms";
import { visitSourceStorageKey } from "../lib/cookie-consent";
import { prepareProofOfWork, proofOfWork } from "../lib/proof-of-work";

vi.mock("../lib/proof-of-work", () => ({ proofOfWork: vi.fn(), prepareProofOfWork: vi.fn() }));
vi.mock("../lib/toast", () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

function answerSent() {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => Response.json({ id: "i1" }, { status: 201 }));
}

function renderForm() {
  window.history.replaceState(null, "", "/get-started");
  return render(<InviteForm copy={inviteCopy} />);
}

const postedBody = (fetch: ReturnType<typeof answerSent>) =>
  JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as Record<string, unknown>;

beforeEach(() => {
  vi.mocked(proofOfWork).mockReset().mockResolvedValue("cGF5bG9hZA==");
  vi.mocked(prepareProofOfWork).mockReset();
});

afterEach(() => window.sessionStorage.clear());

describe("a form's submission", { timeout: 15_000 }, () => {
  it("starts the proof of work on the visitor's first focus in the form, sending nothing", async () => {
    const fetch = answerSent();
    const user = userEvent.setup();
    renderForm();
    expect(prepareProofOfWork).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText("Email or Phone"));
    await waitFor(() => expect(prepareProofOfWork).toHaveBeenCalled());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("goes with the proof of work's answer, the time since the page started and where the lead came from", async () => {
    window.sessionStorage.setItem(
      visitSourceStorageKey,
      JSON.stringify({ landingPage: "/pricing", utm: { utm_source: "newsletter" } }),
    );
    const fetch = answerSent();
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Email or Phone"), "ada@example.com");
    const before = Math.round(performance.now());
    await user.click(screen.getByRole("button", { name: inviteCopy.submit }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = postedBody(fetch);
    expect(body).toMatchObject({
      contact: "ada@example.com",
      altcha: "cGF5bG9hZA==",
      source: { page: "/get-started", landingPage: "/pricing", utm: { utm_source: "newsletter" } },
    });
    expect(body.elapsedMs).toBeGreaterThanOrEqual(before);
    expect(body.elapsedMs).toBeLessThanOrEqual(Math.round(performance.now()));
  });

  it("shows the sending state while the proof of work is still being worked out", async () => {
    let finish = (_payload: string | undefined) => {};
    vi.mocked(proofOfWork).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const fetch = answerSent();
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Email or Phone"), "+1 555 010 9999");
    await user.click(screen.getByRole("button", { name: inviteCopy.submit }));
    expect(await screen.findByRole("button", { name: inviteCopy.submitting })).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
    finish(undefined);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(postedBody(fetch)).not.toHaveProperty("altcha");
    expect(await screen.findByRole("button", { name: inviteCopy.submit })).toBeEnabled();
  });
});
