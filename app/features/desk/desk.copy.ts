// The desk's copy (/admin/…): never indexed, never in the sitemap.
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type AuditDetail = Record<string, unknown>;

const leadStatusNames: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  closed: "Closed",
};
const statusName = (status: unknown) => leadStatusNames[String(status)] ?? String(status);
const roleName = (role: unknown) =>
  role === "admin" ? "Admin" : role === "sales" ? "Sales" : String(role);

/** "(search “acme”, status New, from 2026-05-01)": what narrowed an export. */
function exportFilters(detail: AuditDetail): string {
  const parts = [
    detail.query ? `search “${String(detail.query)}”` : "",
    detail.status ? `status ${statusName(detail.status)}` : "",
    detail.from ? `from ${String(detail.from)}` : "",
    detail.to ? `until ${String(detail.to)}` : "",
  ].filter(Boolean);
  return parts.length === 0 ? "" : ` (${parts.join(", ")})`;
}

const waitFor = (seconds: number) =>
  seconds < 90
    ? plural(seconds, "second", "seconds")
    : plural(Math.ceil(seconds / 60), "minute", "minutes");

export const deskCopy = {
  signIn: {
    title: "Sign in to the inquiries desk",
    heading: "Inquiries desk",
    intro: "Sign in with your email address and password.",
    email: "Email",
    password: "Password",
    submit: "Sign in",
    /** One message for a wrong e-mail and a wrong password: it does not say which was wrong. */
    invalid: "Email or password is incorrect.",
    /** Too many attempts in a row: the next one is checked after a delay that doubles each time. */
    rateLimited: (seconds: number) =>
      `Too many sign-in attempts. Try again in ${waitFor(seconds)}.`,
    forgot: "Forgot your password?",
    /** There is no reset by email (the site may have no email configured): an admin sends a link. */
    forgotHelp: [
      "Ask an admin of the desk for a new password link: on Users, they choose “New password link” beside your email and send you the link.",
      "The link works once, for 7 days, and lets you choose a new password. Your old password stops working then.",
    ],
  },
  /** A form without the token of this browser's desk session (expired, or not from the desk). */
  csrfRefused: "This form has expired. Reload the page and try again.",
  controlCharacters: "This holds characters the desk does not accept (control characters).",
  unknownAction: "Unknown action.",
  /** A row's save that got no answer of the desk's (offline, the rate limit's page). */
  saveFailed: "Not saved: the desk did not answer. Reload the page and try again.",
  nav: {
    label: "Desk",
    inquiries: "Inquiries",
    users: "Users",
    audit: "Audit log",
    account: "Your account",
    signOut: "Sign out",
    signedInAs: (email: string, role: string) => `Signed in as ${email} (${role})`,
  },
  roles: { admin: "Admin", sales: "Sales" },
  leadStatus: leadStatusNames as Record<"new" | "contacted" | "qualified" | "closed", string>,
  shell: {
    name: "Inquiries desk",
    skip: "Skip to content",
    /** The list's skip link: Tab, Enter, Tab reaches the first row. */
    skipToList: "Skip to the inquiries",
  },
  list: {
    title: "Inquiries",
    heading: "Inquiries",
    searchLabel: "Search",
    searchHint: "Search name, email, company, subject or message",
    statusTabs: "Status",
    allStatuses: "All",
    dates: "Dates",
    fromLabel: "Received from",
    toLabel: "Received until",
    datePicker: {
      anyDate: "Any date",
      previousMonth: "Previous month",
      nextMonth: "Next month",
    },
    searchButton: "Search",
    clearSearch: "Clear filters",
    exportCsv: "Export CSV",
    empty: "No inquiries yet.",
    noMatch: "No inquiries match these filters.",
    noMatchQuery: (query: string) => `No inquiries match “${query}”.`,
    badFilters: "The search holds characters the desk does not accept. Nothing was searched.",
    /** A date filter's value that is no calendar day (a hand-edited link): named, not searched. */
    invalidDate: (label: string) =>
      `${label}: not a day of the calendar (YYYY-MM-DD, years 0001 to 9999). Not applied.`,
    count: (from: number, to: number, total: number) =>
      total === 0 ? "" : `Showing ${from}–${to} of ${total}`,
    keys: {
      label: "Keyboard",
      moves: "move",
      opens: "open",
      search: "search",
    },
    pages: "Pages",
    previous: "Previous page",
    next: "Next page",
    open: (name: string, subject: string) => `${name}: ${subject}`,
    columns: {
      select: "Select",
      lead: "Lead",
      company: "Company",
      subject: "Subject",
      status: "Status",
      owner: "Owner",
      delivery: "Delivery",
      received: "Received",
    },
    selectAll: "Select every inquiry on this page",
    selectLead: (name: string) => `Select ${name}`,
    /** The row's status and owner: a label that opens its choices; each choice saves at once. */
    statusOf: (name: string, status: string) => `Status of ${name}: ${status}`,
    ownerOf: (name: string, owner: string) => `Owner of ${name}: ${owner}`,
    choicesFor: (what: string, name: string) => `${what} of ${name}`,
    changed: (name: string, what: string) => `${name}: ${what}`,
    undo: "Undo",
    undone: "Undone.",
    dismiss: "Dismiss",
    /** The hidden part of a row's field labels: whose status, whose owner. */
    ofLead: (name: string) => ` of ${name}`,
    noCompany: "—",
    state: {
      pending: "Pending",
      delivered: "Delivered",
      failed: "Failed",
    },
    attempts: (count: number) => plural(count, "attempt", "attempts"),
    nextAttempt: "next try",
    retry: "Retry now",
    retried: "The inquiry is queued for delivery again.",
    emailRetried: "The email to the sales inbox is queued again.",
    salesEmail: {
      pending: "Email to sales: pending",
      sent: "Email to sales: sent",
      failed: "Email to sales: failed",
    },
    notRetried: {
      pending: "That inquiry is already queued for delivery.",
      delivered: "That inquiry was delivered already.",
      missing: "That inquiry no longer exists.",
    },
  },
  bulk: {
    label: "Change the selected inquiries",
    /** Filled in by the script as rows are checked ({count}: how many). */
    selected: { one: "1 inquiry selected", many: "{count} inquiries selected" },
    selectedNoCount: "Selected inquiries",
    status: "Set status",
    owner: "Set owner",
    keep: "Keep as is",
    apply: "Apply",
    clear: "Clear selection",
    noneSelected: "Select at least one inquiry first.",
    tooMany: (max: number) => `Change at most ${max} inquiries at once.`,
    nothingChosen: "Choose a status or an owner for the selected inquiries.",
    done: (changed: number, total: number) =>
      changed === total
        ? `${plural(changed, "inquiry", "inquiries")} changed.`
        : `${plural(changed, "inquiry", "inquiries")} changed; ${total - changed} already had it.`,
    missing: (count: number) => ` ${plural(count, "inquiry", "inquiries")} no longer exist.`,
  },
  owner: {
    label: "Owner",
    nobody: "Nobody",
    you: (email: string) => `${email} (you)`,
    disabled: (email: string) => `${email} (disabled)`,
    invalid: "Choose someone who can sign in to the desk.",
  },
  detail: {
    title: (name: string) => `Inquiry from ${name}`,
    back: "All inquiries",
    previous: "Previous inquiry",
    next: "Next inquiry",
    position: (position: number, total: number) => `${position} of ${total}`,
    navLabel: "Inquiries of the list",
    country: "Country",
    notFound: "That inquiry does not exist.",
    badId: "That is not an inquiry's id.",
    reply: "Reply",
    replyLabel: (name: string) => `Reply to ${name} by email`,
    replySubject: (subject: string) => `Re: ${subject}`,
    received: "Received",
    fields: {
      id: "Inquiry id",
      email: "Email",
      company: "Company",
      type: "Sent as",
    },
    unlinkedEmail: "not a plain email address, not linked",
    none: "—",
    leadHeading: "Add a note",
    statusLabel: "Status",
    noteLabel: "Note",
    noteHint: "What happened, what comes next. Seen by everyone on the desk.",
    save: "Save",
    saved: "Saved.",
    nothingToSave: "Change the status or the owner, or write a note first.",
    noteTooLong: (max: number) => `A note is at most ${max} characters.`,
    invalidStatus: "Choose one of the statuses.",
    deliveryHeading: "Delivery",
    failedAt: "Given up",
    historyHeading: "History",
    historyReceived: "Inquiry received through the contact form",
    statusChange: (from: string, to: string) => `Status: ${from} → ${to}`,
    ownerChange: (to: string | null) => (to ? `Owner: ${to}` : "Owner: nobody"),
    by: (email: string) => email,
    channel: { provider: "Delivery", email: "Email to sales" },
    outcome: {
      delivered: "delivered",
      sent: "sent",
      retry: "failed, will retry",
      failed: "failed, given up",
      paused: "provider asked to wait",
      requeued: "queued again",
    },
    attemptNumber: (attempt: number) => `attempt ${attempt}`,
    requeuedBy: (email: string) => `by ${email}`,
  },
  users: {
    title: "Desk users",
    heading: "Users",
    intro: "Invite people by a one-time link. Admins also manage users and see the audit log.",
    columns: {
      email: "Email",
      role: "Role",
      created: "Joined",
      lastSignIn: "Last sign-in",
      state: "State",
      actions: "Actions",
    },
    active: "Active",
    disabled: "Disabled",
    never: "never",
    you: "you",
    disable: "Disable",
    passwordLink: "New password link",
    passwordLinkLabel: (email: string) => `Make a new password link for ${email}`,
    passwordLinkCreated: (email: string) =>
      `Password link for ${email} created. Send this link yourself; it is shown only now and works once:`,
    passwordLinkNote: "new password",
    disableLabel: (email: string) => `Disable ${email}`,
    disabledDone: (email: string) => `${email} is disabled and signed out everywhere.`,
    cannotDisableSelf: "You cannot disable your own account.",
    userMissing: "That user does not exist.",
    inviteHeading: "Invite someone",
    inviteEmail: "Email",
    inviteRole: "Role",
    inviteSubmit: "Create invitation link",
    invalidEmail: "Enter a valid email address.",
    invalidRole: "Choose a role.",
    alreadyUser: "Someone with this email already has an account.",
    inviteCreated: (email: string) =>
      `Invitation for ${email} created. Send this link yourself; it is shown only now and works once:`,
    inviteExpires: (at: string) => `It expires ${at} (UTC).`,
    invitesHeading: "Open invitations",
    invitesEmpty: "No open invitations.",
    inviteExpiresIn: "expires",
    revoke: "Revoke",
    revokeLabel: (email: string) => `Revoke the invitation for ${email}`,
    revoked: "The invitation is revoked; its link no longer works.",
    inviteMissing: "That invitation is no longer open.",
    adminsOnly: "Only admins can manage users.",
  },
  invite: {
    title: "Join the inquiries desk",
    heading: "Join the inquiries desk",
    intro: (email: string, role: string) => `Choose a password for ${email}. You join as ${role}.`,
    invalid:
      "This invitation link is not valid: it was used, revoked or has expired. Ask an admin for a new one.",
    email: "Email",
    password: "Password",
    passwordHint: "At least 12 characters.",
    confirm: "Password again",
    submit: "Create account and sign in",
    tooShort: "Use a password of at least 12 characters.",
    tooLong: "Use a password of at most 1024 characters.",
    mismatch: "The passwords differ.",
    taken: "Someone with this email already has an account.",
    resetTitle: "Choose a new password",
    resetIntro: (email: string) =>
      `Choose a new password for ${email}. It signs you out everywhere else.`,
    resetSubmit: "Save the password and sign in",
  },
  account: {
    title: "Your account",
    heading: "Your account",
    intro: "Changing the password signs you out on every other browser.",
    current: "Current password",
    password: "New password",
    confirm: "New password again",
    submit: "Change password",
    changed: "Password changed. Every other session is signed out.",
    wrongCurrent: "The current password is incorrect.",
    /** The same throttle as signing in, on the same counts. */
    rateLimited: (seconds: number) =>
      `Too many password attempts. Try again in ${waitFor(seconds)}.`,
  },
  audit: {
    title: "Audit log",
    heading: "Audit log",
    intro: "Sign-ins, exports, retries, status changes and changes to users, newest first.",
    adminsOnly: "Only admins can see the audit log.",
    empty: "Nothing recorded yet.",
    columns: {
      at: "When",
      who: "Who",
      action: "What",
      inquiry: "Inquiry",
      address: "Address",
    },
    /** An entry as a sentence, from its action and detail (server/desk/audit.ts). */
    sentence: {
      "sign-in": () => "Signed in",
      "sign-out": () => "Signed out",
      "first-admin": () => "Became the first admin",
      export: (detail: AuditDetail) =>
        `Exported ${plural(Number(detail.rows ?? 0), "inquiry", "inquiries")} to CSV${exportFilters(detail)}`,
      retry: (detail: AuditDetail) =>
        detail.outcome === "email-retried"
          ? "Sent the email to sales again"
          : "Sent the inquiry to the provider again",
      "status-change": (detail: AuditDetail) =>
        `Changed the status from ${statusName(detail.from)} to ${statusName(detail.to)}`,
      "owner-change": (detail: AuditDetail) =>
        detail.to === "nobody" || !detail.to
          ? "Took the owner off"
          : `Changed the owner to ${String(detail.to)}`,
      note: (detail: AuditDetail) =>
        `Added a note of ${plural(Number(detail.length ?? 0), "character", "characters")}`,
      invite: (detail: AuditDetail) =>
        `Invited ${String(detail.email)} as ${roleName(detail.role)}`,
      "invite-revoked": (detail: AuditDetail) =>
        `Revoked the invitation for ${String(detail.email)}`,
      "user-joined": (detail: AuditDetail) => `Joined as ${roleName(detail.role)}`,
      "user-disabled": (detail: AuditDetail) => `Disabled ${String(detail.email)}`,
      "password-changed": () => "Changed their password",
      "password-reset-link": (detail: AuditDetail) =>
        `Made a new password link for ${String(detail.email)}`,
      "password-reset": () => "Chose a new password by a link",
    } as Record<string, (detail: AuditDetail) => string>,
    /** An action this version does not know (a newer version wrote it). */
    unknown: (action: string) => action,
  },
  problems: {
    400: "Request refused",
    403: "Admins only",
    404: "Not found",
    other: "Something went wrong",
  } as Record<number | "other", string>,
} as const;
