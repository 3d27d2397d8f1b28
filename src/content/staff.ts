/**
 * The staff pages' copy (issue 36): the sign-in and enrolment cards and the inbox, labels
 * included. The islands (components/staff/) take it as props. Nothing here is shown to visitors:
 * the pages are noindex and unlisted (content/pages.ts).
 */

/** The staff pages' header (components/layout/staff-header.tsx). */
export const staffShellCopy = {
  label: "Staff",
  /** Shown only when the browser runs no script (`noscript:`): passkeys need JavaScript. */
  noScript:
    "The staff inbox needs JavaScript: passkeys work only through it. Turn JavaScript on for this site, then reload the page.",
} as const;

export const staffSignInCopy = {
  heading: "Staff sign-in",
  intro: "Sign in with the passkey you created from your invitation. No password, no user name.",
  button: "Sign in with a passkey",
  working: "Waiting for your passkey…",
  cancelled: "Sign-in was cancelled. Try again when you are ready.",
  unknown:
    "That passkey is not registered here. Use the passkey you enrolled, or ask an owner for a new invitation.",
  limited: "Too many sign-in attempts. Try again in {minutes} min.",
  failed: "Sign-in failed. Try again.",
  unsupported: "This browser cannot use passkeys. Use a current Chrome, Edge, Firefox or Safari.",
  lost: "Lost your passkey? Ask an owner for a new invitation.",
  registered: "This device already holds your passkey: sign in with it.",
} as const;

export const staffEnrolCopy = {
  heading: "Create your passkey",
  intro:
    "Your invitation lets you create a passkey for the staff inbox on this device: your fingerprint, face, screen lock or security key. The link works once, for 24 hours.",
  button: "Create a passkey",
  working: "Waiting for your passkey…",
  noToken:
    "This page needs the link from your invitation e-mail. Open that link again, or ask an owner for a new invitation.",
  refused: "This invitation link is used or expired. Ask an owner for a new one.",
  cancelled: "No passkey was created. Try again when you are ready.",
  failed: "The passkey could not be registered. Try again.",
  unsupported: "This browser cannot use passkeys. Use a current Chrome, Edge, Firefox or Safari.",
  registered: "This device already holds a passkey for you: sign in with it.",
} as const;

export type StaffSignInCopy = typeof staffSignInCopy;
export type StaffEnrolCopy = typeof staffEnrolCopy;

/** Words for the enums of the contract (shared/staff-api.ts). */
export const staffEnumLabels = {
  kind: { enquiry: "Lead", contact: "Contact", invite: "Invitation" },
  verdict: { ok: "Genuine", suspect: "Suspect", spam: "Spam" },
  status: {
    new: "New",
    contacted: "Contacted",
    qualified: "Qualified",
    won: "Won",
    lost: "Lost",
    closed: "Closed",
  },
  role: { owner: "Owner", member: "Member" },
  deliveryState: { pending: "Pending", sent: "Sent", failed: "Failed" },
  channel: {
    business_email: "E-mail to the business",
    thank_you_email: "Confirmation to the visitor",
    webhook: "Webhook",
    suspect_digest: "Suspect digest",
  },
  audit: {
    "sign-in": "Signed in",
    "sign-in-failed": "Failed sign-in",
    "sign-out": "Signed out",
    enrol: "Enrolled",
    "passkey-added": "Added a passkey",
    view: "Opened a lead",
    verdict: "Set a verdict",
    status: "Set a status",
    owner: "Assigned an owner",
    note: "Added a note",
    resend: "Resent a delivery",
    export: "Exported CSV",
    "person-export": "Exported a person's data",
    erase: "Erased a person",
    invite: "Invited",
    remove: "Removed",
  },
} as const;

/** A lead's fields by their names in words; a name not listed shows as it is stored. */
const fieldNames: Partial<Record<string, string>> = {
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  organization: "Organisation",
  interestedIn: "Interested in",
  needs: "Needs",
  additionalInfo: "Additional information",
  subject: "Subject",
  message: "Message",
  contact: "E-mail or phone",
};

/** Where a lead came from (src/shared/schemas/source.ts), each part in words. */
const sourceNames: Partial<Record<string, string>> = {
  page: "Form page",
  landingPage: "First page of the visit",
  referrer: "Came from",
  utm: "Campaign",
  assistant: "Ask Automatica",
};

export const staffInboxCopy = {
  title: "Inbox",
  loading: "Loading…",
  signedOut: "You are not signed in, or your session has ended.",
  signInLink: "Sign in",
  signedInAs: "Signed in as {email} ({role})",
  passkeys: { one: "{count} passkey", other: "{count} passkeys" },
  addPasskey: "Add a passkey",
  passkeyAdded: "Passkey added",
  passkeyFailed: "No passkey was added",
  passkeyProblems: {
    cancelled: "The passkey was cancelled.",
    unsupported: "This browser cannot use passkeys.",
    registered:
      "This device already holds one of your passkeys: add one on another device or security key.",
  },
  signOut: "Sign out",
  failed: "Something went wrong. Try again.",
  forbidden: "Only an owner can do that.",
  views: {
    label: "Inbox views",
    leads: "Leads",
    members: "Members",
    audit: "Audit log",
    people: "Data rights",
    gaps: "Assistant gaps",
  },
  filters: {
    legend: "Filter leads",
    verdict: "Verdict",
    kind: "Kind",
    status: "Status",
    from: "Received from",
    to: "Received to",
    any: "Any",
    search: "Search name, e-mail, organisation, needs",
    searchHint: "The search stays in this tab only; it is never put in the address.",
    clear: "Clear filters",
    export: "Export CSV",
  },
  list: {
    label: "Leads",
    empty: "No lead matches these filters.",
    more: "Load more",
    unread: "Unread",
    noName: "(no name)",
    open: "Open {name}",
    interest: "Interest",
    source: "Source",
    campaign: "Campaign {campaign}",
    landingPage: "from {page}",
    direct: "Direct",
    received: "Received",
  },
  age: {
    now: "just now",
    minutes: { one: "{count} min ago", other: "{count} min ago" },
    hours: { one: "{count} h ago", other: "{count} h ago" },
    days: { one: "{count} day ago", other: "{count} days ago" },
  },
  detail: {
    back: "Back to the list",
    fields: "What they sent",
    fieldNames,
    source: "Source",
    sourceNames,
    reasons: "Spam check",
    noReasons: "Nothing suspicious found.",
    deliveries: "Deliveries",
    noDeliveries: "No deliveries.",
    attempts: { one: "{count} attempt", other: "{count} attempts" },
    lastError: "Last error",
    resend: "Resend",
    resent: "Delivery queued again",
    notes: "Notes",
    noNotes: "No notes yet.",
    noteBy: "{author}, {at}",
    removedAuthor: "a removed member",
    addNote: "Add a note",
    noteLabel: "Note",
    saveNote: "Save note",
    noteSaved: "Note saved",
    actions: "Actions",
    verdict: "Verdict",
    notSpam: "Not spam",
    spam: "Spam",
    verdictSaved: "Verdict saved",
    status: "Status",
    statusSaved: "Status saved",
    owner: "Owner",
    nobody: "Nobody",
    assignMe: "Assign to me",
    unassign: "Unassign",
    ownerSaved: "Owner saved",
    received: "Received {at}",
    notFound: "This lead does not exist any more.",
  },
  members: {
    heading: "Staff",
    invite: "Invite a member",
    email: "E-mail address",
    role: "Role",
    send: "Send invitation",
    invited: "Invitation sent to {email}. The link works once, until {expires}:",
    linkLabel: "Enrolment link",
    remove: "Remove {email}",
    removeShort: "Remove",
    removeTitle: "Remove {email}?",
    removeText:
      "Their sessions end at once and their passkeys stop working. To let them in again, send a new invitation.",
    cancel: "Cancel",
    removed: "{email} removed",
    you: "(you)",
    enrolled: "Enrolled",
    invitedOnly: "Invited, not enrolled",
    lastSignIn: "Last sign-in {at}",
    never: "Never signed in",
  },
  audit: {
    heading: "Who did what",
    empty: "Nothing recorded yet.",
    more: "Load more",
    at: "When",
    who: "Who",
    what: "What",
    record: "Record",
    unknownActor: "Unknown passkey",
  },
  people: {
    heading: "A person's data",
    intro:
      "Answer an access request with a JSON export, or erase a person's submissions, deliveries and notes. Erasure shows what it will remove first.",
    email: "The person's e-mail address",
    export: "Export as JSON",
    preview: "Preview erasure",
    previewHeading: "Erasing {email} removes:",
    submissions: { one: "{count} submission", other: "{count} submissions" },
    deliveries: { one: "{count} delivery", other: "{count} deliveries" },
    notes: { one: "{count} note", other: "{count} notes" },
    confirmations: { one: "{count} confirmation record", other: "{count} confirmation records" },
    nothing: "Nothing is stored for this address.",
    confirm: "Type the address again to confirm",
    erase: "Erase for good",
    erased: "Erased everything stored for {email}.",
    mismatch: "The addresses differ.",
  },
  gaps: {
    heading: "Questions the assistant could not answer",
    empty: "No unanswered questions.",
    asked: { one: "asked {count} time", other: "asked {count} times" },
    unsure: "{count} unsure",
    thumbsDown: "{count} thumbs down",
    leads: "{count} became leads",
    lastAsked: "last {at}",
    nearest: "Nearest pages",
  },
} as const;

export type StaffInboxCopy = typeof staffInboxCopy;
export type StaffEnumLabels = typeof staffEnumLabels;
