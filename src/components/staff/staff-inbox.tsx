import { useState } from "react";
import type { StaffViewProps } from "./staff-view-props";
import type { StaffEnumLabels, StaffInboxCopy } from "../../content/staff";
import { useStaffData } from "../../hooks/use-staff-data";
import { useUrlParam } from "../../hooks/use-url-param";
import { fill, fillCounted } from "../../shared/fill";
import type { Me } from "../../shared/staff-api";
import { StaffApiError, staffGet, staffSend } from "../../lib/staff-client";
import { addPasskey, passkeyProblem } from "../../lib/staff-passkeys";
import type { StaffSettings } from "../../lib/staff-settings";
import { notify } from "../../lib/toast";
import { Button, buttonVariants } from "../ui/button";
import { Icon } from "../ui/icon";
import { Tabs, TabsList, TabsPanel, TabsTrigger } from "../ui/tabs";
import { AuditView } from "./audit-view";
import { GapsView } from "./gaps-view";
import { LeadsView } from "./leads-view";
import { MembersView } from "./members-view";
import { PeopleView } from "./people-view";

const VIEWS = ["leads", "gaps", "members", "audit", "people"] as const;
type View = (typeof VIEWS)[number];
const OWNER_VIEWS: readonly View[] = ["members", "audit", "people"];

/**
 * The staff inbox (issue 36, point 3): who is signed in, a passkey more, sign-out, and the views:
 * leads (list, filters, detail, actions, export), the assistant's gaps and, for owners, members,
 * the audit log and data rights. The view is in the address (`?view=`). Without a session it says
 * so and links to sign-in.
 */
export function StaffInbox({
  copy,
  labels,
  settings,
}: {
  copy: StaffInboxCopy;
  labels: StaffEnumLabels;
  settings: StaffSettings;
}) {
  const me = useStaffData("me", () => staffGet<Me>(settings.api.me));
  const [view, setView] = useUrlParam("view", { fallback: "leads", values: VIEWS });

  if (me.error instanceof StaffApiError && me.error.status === 401) {
    return (
      <div className="grid justify-items-start gap-4">
        <p role="alert" className="text-ink">
          {copy.signedOut}
        </p>
        <a href={settings.pages.signIn} className={buttonVariants()}>
          {copy.signInLink}
        </a>
      </div>
    );
  }
  if (me.error) return <p role="alert">{copy.failed}</p>;
  // Without scripting nothing loads: the page's notice says so instead (staff-script-notice.tsx).
  if (!me.data)
    return (
      <p role="status" className="noscript:hidden">
        {copy.loading}
      </p>
    );

  const member = me.data;
  const views = VIEWS.filter((name) => member.role === "owner" || !OWNER_VIEWS.includes(name));
  const shown = views.includes(view as View) ? view : "leads";
  return (
    <div className="grid min-w-0 gap-6">
      <MemberBar me={member} copy={copy} labels={labels} settings={settings} onChange={me.reload} />
      <Tabs id="staff-views" value={shown} onValueChange={setView} className="grid min-w-0 gap-6">
        <TabsList aria-label={copy.views.label} className="flex flex-wrap gap-2">
          {views.map((name) => (
            <TabsTrigger key={name} value={name}>
              {copy.views[name]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsPanel className="min-w-0">
          {shown === "leads" ? (
            <LeadsView me={member} copy={copy} labels={labels} settings={settings} />
          ) : null}
          {shown === "gaps" ? <GapsView copy={copy} settings={settings} /> : null}
          {shown === "members" ? (
            <MembersView me={member} copy={copy} labels={labels} settings={settings} />
          ) : null}
          {shown === "audit" ? <AuditView copy={copy} labels={labels} settings={settings} /> : null}
          {shown === "people" ? <PeopleView copy={copy} settings={settings} /> : null}
        </TabsPanel>
      </Tabs>
    </div>
  );
}

function MemberBar({
  me,
  copy,
  labels,
  settings,
  onChange,
}: StaffViewProps & {
  onChange: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function onAddPasskey() {
    setBusy(true);
    try {
      await addPasskey(settings.api);
      notify.success(copy.passkeyAdded);
      onChange();
    } catch (error) {
      const problem = passkeyProblem(error);
      notify.error(copy.passkeyFailed, {
        description: problem ? copy.passkeyProblems[problem] : copy.failed,
      });
    } finally {
      setBusy(false);
    }
  }
  async function onSignOut() {
    await staffSend(settings.api.signOut, {}).catch(() => undefined);
    window.location.assign(settings.pages.signIn);
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
      <p className="min-w-0 text-sm text-ink-soft [overflow-wrap:anywhere]">
        {fill(copy.signedInAs, { email: me.email, role: labels.role[me.role] })} ·{" "}
        {fillCounted(copy.passkeys, me.passkeys)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void onAddPasskey()}
          aria-busy={busy || undefined}
        >
          <Icon name="key" />
          {copy.addPasskey}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void onSignOut()}>
          {copy.signOut}
        </Button>
      </div>
    </div>
  );
}
