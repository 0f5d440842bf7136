/**
 * The copy of the sales team's inquiries desk (/admin/…). Not public pages: never indexed,
 * never in the sitemap.
 */
export const deskCopy = {
  signIn: {
    title: "Sign in to the inquiries desk",
    description: "The sales team's view of the contact inquiries.",
    heading: "Inquiries desk",
    intro: "Sign in with the desk's e-mail address and password.",
    email: "Email",
    password: "Password",
    submit: "Sign in",
    /** One message for a wrong e-mail and a wrong password: it does not say which was wrong. */
    invalid: "Email or password is incorrect.",
    rateLimited: (minutes: number) =>
      `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  },
  /** A form without the token of this browser's desk session (expired, or not from the desk). */
  csrfRefused: "This form has expired. Reload the page and try again.",
  list: {
    title: "Inquiries",
    description: "Contact inquiries and their delivery to the sales inbox.",
    heading: "Inquiries",
    intro: "Newest first. Failed deliveries can be sent again with “Retry now”.",
    searchLabel: "Search by name, e-mail or company",
    searchButton: "Search",
    clearSearch: "Clear search",
    exportCsv: "Export CSV",
    signOut: "Sign out",
    signedInAs: (email: string) => `Signed in as ${email}`,
    empty: "No inquiries yet.",
    noMatch: (query: string) => `No inquiries match “${query}”.`,
    count: (from: number, to: number, total: number) =>
      total === 0 ? "" : `Showing ${from}–${to} of ${total}`,
    previous: "Previous page",
    next: "Next page",
    columns: {
      received: "Received (UTC)",
      name: "Name",
      email: "Email",
      company: "Company",
      subject: "Subject",
      type: "Type",
      delivery: "Delivery",
      lastError: "Last error",
      actions: "Actions",
    },
    state: {
      pending: "Pending",
      delivered: "Delivered",
      failed: "Failed",
    },
    attempts: (count: number) => `${count} ${count === 1 ? "attempt" : "attempts"}`,
    nextAttempt: (at: string) => `next try ${at}`,
    retry: "Retry now",
    retried: "The inquiry is queued for delivery again.",
    emailRetried: "The e-mail to the sales inbox is queued again.",
    salesEmail: {
      pending: "E-mail to sales: pending",
      sent: "E-mail to sales: sent",
      failed: "E-mail to sales: failed",
    },
    notRetried: {
      pending: "That inquiry is already queued for delivery.",
      delivered: "That inquiry was delivered already.",
      missing: "That inquiry no longer exists.",
    },
  },
} as const;
