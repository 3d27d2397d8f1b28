import { configure, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { staffEnrolCopy, staffSignInCopy } from "../../content/staff";
import { staffSettings } from "../../lib/staff-settings";
import { staffApi } from "../../shared/staff-api";
import { StaffEnrol } from "./staff-enrol";
import { StaffSignIn } from "./staff-sign-in";

// The inbox loads its data as it mounts; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 5_000 });

vi.mock("@simplewebauthn/browser", () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const assign = vi.fn();
beforeEach(() => {
  vi.stubGlobal("location", { ...window.location, assign, hash: "", pathname: "/staff/sign-in" });
  vi.mocked(startAuthentication)
    .mockReset()
    .mockResolvedValue({ id: "c", rawId: "c", type: "public-key" } as never);
  vi.mocked(startRegistration)
    .mockReset()
    .mockResolvedValue({ id: "c", rawId: "c", type: "public-key" } as never);
  assign.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server: options, then the answer to the verification. */
function server(verify: Response) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async (input) =>
      String(input).endsWith("/options") ? Response.json({ challenge: "abc" }) : verify.clone(),
    );
}
const bodyOf = (fetch: ReturnType<typeof server>, index: number) =>
  JSON.parse(String(fetch.mock.calls[index]![1]?.body)) as Record<string, unknown>;

describe("staff sign-in", () => {
  it("asks for a discoverable passkey with no user name, verifies it and opens the inbox", async () => {
    const fetch = server(Response.json({ ok: true }));
    render(<StaffSignIn copy={staffSignInCopy} settings={staffSettings} />);
    await userEvent.click(screen.getByRole("button", { name: staffSignInCopy.button }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/staff"));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      staffApi.signInOptions,
      staffApi.signInVerify,
    ]);
    expect(bodyOf(fetch, 0)).toEqual({});
    expect(vi.mocked(startAuthentication).mock.calls[0]![0]).toEqual({
      optionsJSON: { challenge: "abc" },
    });
    expect(bodyOf(fetch, 1)).toEqual({ response: { id: "c", rawId: "c", type: "public-key" } });
  });

  it("says how long to wait when sign-in attempts are over their limit", async () => {
    server(
      Response.json({ error: "Too many" }, { status: 429, headers: { "Retry-After": "600" } }),
    );
    render(<StaffSignIn copy={staffSignInCopy} settings={staffSettings} />);
    await userEvent.click(screen.getByRole("button", { name: staffSignInCopy.button }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again in 10 min.");
    expect(assign).not.toHaveBeenCalled();
  });

  it("says a passkey it does not know is not registered, and a cancelled one was cancelled", async () => {
    server(Response.json({ error: "Unknown" }, { status: 401 }));
    render(<StaffSignIn copy={staffSignInCopy} settings={staffSettings} />);
    const button = screen.getByRole("button", { name: staffSignInCopy.button });
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(staffSignInCopy.unknown);
    vi.mocked(startAuthentication).mockRejectedValueOnce(
      Object.assign(new Error("x"), { name: "NotAllowedError" }),
    );
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(staffSignInCopy.cancelled);
  });
});

describe("staff enrolment", () => {
  it("posts the token from the link's fragment in the body, then opens the inbox", async () => {
    vi.stubGlobal("location", {
      ...window.location,
      assign,
      hash: "#token=abcdefghijklmnopqrstuvwxyz",
      pathname: "/staff/enrol",
    });
    const fetch = server(Response.json({ ok: true }));
    render(<StaffEnrol copy={staffEnrolCopy} settings={staffSettings} />);
    await userEvent.click(screen.getByRole("button", { name: staffEnrolCopy.button }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/staff"));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      staffApi.enrolOptions,
      staffApi.enrolVerify,
    ]);
    expect(bodyOf(fetch, 0)).toEqual({ token: "abcdefghijklmnopqrstuvwxyz" });
    expect(bodyOf(fetch, 1)).toMatchObject({
      token: "abcdefghijklmnopqrstuvwxyz",
      response: { id: "c" },
    });
  });

  it("refuses a used or expired link in words, and a page opened without one", async () => {
    vi.stubGlobal("location", {
      ...window.location,
      assign,
      hash: "#token=abcdefghijklmnopqrstuvwxyz",
      pathname: "/staff/enrol",
    });
    server(Response.json({ errors: { token: "used" } }, { status: 400 }));
    const { unmount } = render(<StaffEnrol copy={staffEnrolCopy} settings={staffSettings} />);
    await userEvent.click(screen.getByRole("button", { name: staffEnrolCopy.button }));
    expect(await screen.findByRole("alert")).toHaveTextContent(staffEnrolCopy.refused);
    unmount();
    vi.mocked(startRegistration).mockClear();
    vi.stubGlobal("location", { ...window.location, assign, hash: "", pathname: "/staff/enrol" });
    render(<StaffEnrol copy={staffEnrolCopy} settings={staffSettings} />);
    await userEvent.click(screen.getByRole("button", { name: staffEnrolCopy.button }));
    expect(await screen.findByRole("alert")).toHaveTextContent(staffEnrolCopy.noToken);
    expect(startRegistration).not.toHaveBeenCalled();
  });
});
