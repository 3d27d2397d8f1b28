import { configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { staffEnumLabels, staffInboxCopy } from "../../content/staff";
import { staffSettings } from "../../lib/staff-settings";
import { staffApi } from "../../shared/staff-api";
import { StaffInbox } from "./staff-inbox";

// The inbox loads its data as it mounts; on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 5_000 });

vi.mock("../../lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const hostile = `<script>alert(1)</script><img src=x onerror="alert(2)"> javascript:alert(3) =HYPERLINK("http://evil")`;
const id = "0b3f9a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b";
const me = (role: "owner" | "member") => ({
  id: "9b3f9a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b",
  email: "sam@automatica.example",
  role,
  passkeys: 1,
});
const item = {
  id,
  kind: "enquiry",
  name: hostile,
  interest: hostile,
  verdict: "suspect",
  status: "new",
  source: { campaign: hostile, landingPage: "/chatbot", page: null, referrer: null },
  receivedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  unread: true,
  owner: null,
};
const detail = {
  ...item,
  fields: { name: hostile, email: "a@b.example", needs: `${hostile}\nhttps://evil.example` },
  sourceDetail: { utm_campaign: hostile },
  reasons: [hostile],
  deliveries: [
    {
      id: "1b3f9a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b",
      channel: "business_email",
      state: "failed",
      attempts: 3,
      lastError: hostile,
      sentAt: null,
    },
  ],
  notes: [
    {
      id: "2b3f9a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b",
      author: "sam@automatica.example",
      text: hostile,
      createdAt: new Date().toISOString(),
    },
  ],
  ownerId: null,
};

function server(role: "owner" | "member" | "none" = "owner") {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === staffApi.me)
      return role === "none"
        ? Response.json({ error: "Sign in" }, { status: 401 })
        : Response.json(me(role));
    if (url.pathname === staffApi.submissions) return Response.json({ items: [item], next: null });
    if (url.pathname === `/api/staff/submissions/${id}`) return Response.json(detail);
    if (url.pathname === staffApi.members) return Response.json({ items: [], invitations: [] });
    if (init?.method === "POST") return Response.json({ ok: true });
    return Response.json({ error: "not found" }, { status: 404 });
  });
}

beforeEach(() => window.history.replaceState(null, "", "/staff"));
afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe("the staff inbox", () => {
  it("without a session says so and links to sign-in", async () => {
    server("none");
    render(<StaffInbox copy={staffInboxCopy} labels={staffEnumLabels} settings={staffSettings} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(staffInboxCopy.signedOut);
    expect(screen.getByRole("link", { name: staffInboxCopy.signInLink })).toHaveAttribute(
      "href",
      "/staff/sign-in",
    );
  });

  it("lists a lead with its unread mark, verdict, status, source and age, every visitor's character as text", async () => {
    server();
    const { container } = render(
      <StaffInbox copy={staffInboxCopy} labels={staffEnumLabels} settings={staffSettings} />,
    );
    const list = await screen.findByRole("list", { name: staffInboxCopy.list.label });
    const row = within(list).getByRole("listitem");
    expect(within(row).getByRole("button", { name: `Open ${hostile}` })).toHaveTextContent(hostile);
    expect(row).toHaveTextContent(staffInboxCopy.list.unread);
    expect(row).toHaveTextContent("Suspect");
    expect(row).toHaveTextContent("New");
    expect(row).toHaveTextContent("3 h ago");
    expect(row).toHaveTextContent(`Campaign ${hostile} from /chatbot`);
    expect(container.querySelector("script, img")).toBeNull();
  });

  it("keeps the filters in the address and the text search out of it", async () => {
    const fetch = server();
    render(<StaffInbox copy={staffInboxCopy} labels={staffEnumLabels} settings={staffSettings} />);
    await screen.findByRole("list", { name: staffInboxCopy.list.label });
    await userEvent.selectOptions(screen.getByLabelText(staffInboxCopy.filters.verdict), "Spam");
    await userEvent.selectOptions(
      screen.getByLabelText(staffInboxCopy.filters.status),
      "Contacted",
    );
    await userEvent.type(screen.getByRole("searchbox"), "jane@example.com{Enter}");
    await vi.waitFor(() =>
      expect(String(fetch.mock.calls.at(-1)![0])).toContain("q=jane%40example.com"),
    );
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), "http://localhost");
    expect(Object.fromEntries(last.searchParams)).toEqual({
      verdict: "spam",
      status: "contacted",
      q: "jane@example.com",
    });
    expect(window.location.search).toBe("?verdict=spam&status=contacted");
    expect(window.location.href).not.toContain("jane");
    expect(window.sessionStorage.getItem("automatica.staff.search")).toBe("jane@example.com");
    expect(screen.getByRole("link", { name: staffInboxCopy.filters.export })).toHaveAttribute(
      "href",
      "/api/staff/export.csv?verdict=spam&status=contacted&q=jane%40example.com",
    );
  });

  it("opens a lead: every field, source, reason, delivery and note as text, none a link", async () => {
    server();
    const { container } = render(
      <StaffInbox copy={staffInboxCopy} labels={staffEnumLabels} settings={staffSettings} />,
    );
    await userEvent.click(await screen.findByRole("button", { name: `Open ${hostile}` }));
    const lead = await screen.findByRole("article");
    expect(window.location.search).toBe(`?lead=${id}`);
    for (const name of [
      staffInboxCopy.detail.fields,
      staffInboxCopy.detail.source,
      staffInboxCopy.detail.reasons,
      staffInboxCopy.detail.deliveries,
      staffInboxCopy.detail.notes,
    ])
      expect(within(lead).getByRole("region", { name })).toHaveTextContent(hostile);
    expect(
      within(lead).getByRole("region", { name: staffInboxCopy.detail.fields }),
    ).toHaveTextContent("https://evil.example");
    expect(within(lead).queryAllByRole("link")).toEqual([]);
    expect(container.querySelector("script, img, [onerror]")).toBeNull();
    // Each field by its name in words, not as it is stored.
    const fields = within(lead).getByRole("region", { name: staffInboxCopy.detail.fields });
    for (const name of ["name", "email", "needs"])
      expect(within(fields).getByText(staffInboxCopy.detail.fieldNames[name]!)).toBeVisible();
    expect(within(fields).queryByText("needs")).toBeNull();
  });

  it("sends the actions to their addresses: Not spam, a status, a note, a resend", async () => {
    const fetch = server();
    window.history.replaceState(null, "", `/staff?lead=${id}`);
    render(<StaffInbox copy={staffInboxCopy} labels={staffEnumLabels} settings={staffSettings} />);
    const lead = await screen.findByRole("article");
    await userEvent.click(
      within(lead).getByRole("button", { name: staffInboxCopy.detail.notSpam }),
    );
    await userEvent.selectOptions(
      within(lead).getByLabelText(staffInboxCopy.detail.status),
      "Contacted",
    );
    await userEvent.type(
      within(lead).getByLabelText(staffInboxCopy.detail.noteLabel),
      "Called back",
    );
    await userEvent.click(
      within(lead).getByRole("button", { name: staffInboxCopy.detail.saveNote }),
    );
    await userEvent.click(within(lead).getByRole("button", { name: staffInboxCopy.detail.resend }));
    await vi.waitFor(() => {
      const posts = fetch.mock.calls
        .filter(([, init]) => init?.method === "POST")
        .map(([url, init]) => [url, JSON.parse(String(init?.body))]);
      expect(posts).toEqual([
        [`/api/staff/submissions/${id}/verdict`, { verdict: "ok" }],
        [`/api/staff/submissions/${id}/status`, { status: "contacted" }],
        [`/api/staff/submissions/${id}/notes`, { text: "Called back" }],
        ["/api/staff/deliveries/1b3f9a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b/resend", {}],
      ]);
    });
  });

  it("shows owners' views to owners only", async () => {
    server("member");
    const { unmount } = render(
      <StaffInbox copy={staffInboxCopy} labels={staffEnumLabels} settings={staffSettings} />,
    );
    const tabs = await screen.findByRole("tablist", { name: staffInboxCopy.views.label });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Leads", "Assistant gaps"]);
    unmount();
    vi.restoreAllMocks();
    server("owner");
    render(<StaffInbox copy={staffInboxCopy} labels={staffEnumLabels} settings={staffSettings} />);
    const ownerTabs = await screen.findByRole("tablist", { name: staffInboxCopy.views.label });
    expect(
      within(ownerTabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Leads", "Assistant gaps", "Members", "Audit log", "Data rights"]);
  });

  it("asks in a dialog that names the person before removing a member, Cancel first; only Remove removes", async () => {
    const fetch = server("owner");
    const leaver = {
      id: "3b3f9a2e-1c4d-4e5f-8a9b-0c1d2e3f4a5b",
      email: "leaver@automatica.example",
      role: "member",
      enrolled: true,
      lastSignInAt: null,
    };
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      new URL(String(input), "http://localhost").pathname === staffApi.members
        ? Response.json({ items: [me("owner"), leaver], invitations: [] })
        : answer(input, init),
    );
    const confirm = vi.spyOn(window, "confirm");
    window.history.replaceState(null, "", "/staff?view=members");
    render(<StaffInbox copy={staffInboxCopy} labels={staffEnumLabels} settings={staffSettings} />);
    const opener = await screen.findByRole("button", { name: "Remove leaver@automatica.example" });
    const dialog = screen.getByRole("alertdialog", { hidden: true });
    // The button opens the dialog by itself (command="show-modal"), which jsdom does not do.
    expect(opener).toHaveAttribute("command", "show-modal");
    expect(opener).toHaveAttribute("commandfor", dialog.id);
    await userEvent.click(opener);
    dialog.setAttribute("open", "");
    expect(
      screen.getByRole("alertdialog", { name: "Remove leaver@automatica.example?" }),
    ).toHaveAccessibleDescription(/sessions end at once/);
    const [cancel, remove] = within(dialog).getAllByRole("button") as [HTMLElement, HTMLElement];
    expect(cancel).toHaveTextContent("Cancel");
    expect(cancel).toHaveAttribute("command", "close");
    await userEvent.click(cancel);
    const deletes = () => fetch.mock.calls.filter(([, init]) => init?.method === "DELETE");
    expect(deletes()).toHaveLength(0);

    expect(remove).toHaveTextContent("Remove");
    await userEvent.click(remove);
    await vi.waitFor(() => expect(deletes()).toHaveLength(1));
    expect(String(deletes()[0]![0])).toContain(`/api/staff/members/${leaver.id}`);
    expect(confirm).not.toHaveBeenCalled();
  });
});
