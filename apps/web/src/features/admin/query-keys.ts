/**
 * The admin console's query keys, in one place as lib/query-keys.ts holds everyone else's;
 * here, so the public pages' first download leaves them out (decision 009). `all` matches
 * every one of them: a change in the console refreshes what it shows.
 */
export const adminQueryKeys = {
  all: ["admin"],
  me: ["admin", "me"],
  helpers: (query: string) => ["admin", "helpers", query],
  helper: (id: string) => ["admin", "helper", id],
  helperForm: (id: string) => ["admin", "helper-form", id],
  verifications: (helperId: string) => ["admin", "helper", helperId, "verifications"],
  reveals: (helperId: string, query: string) => ["admin", "reveals", helperId, query],
  users: (query: string) => ["admin", "users", query],
  user: (id: number) => ["admin", "user", id],
  payments: (query: string) => ["admin", "payments", query],
  messages: (query: string) => ["admin", "messages", query],
  messagesUnread: ["admin", "messages-unread"],
  message: (id: number) => ["admin", "message", id],
  /** Every owner's sent messages; `outbox(query)` is one owner's. */
  outboxAll: ["admin", "outbox"],
  outbox: (query: string) => ["admin", "outbox", query],
  plans: (query: string) => ["admin", "plans", query],
  plan: (id: number | null) => ["admin", "plan", id],
  settings: ["admin", "settings"],
  reference: (list: string) => ["admin", "reference", list],
  categories: ["admin", "categories"],
  banners: ["admin", "banners"],
  dashboard: ["admin", "dashboard"],
  auditLog: (query: string) => ["admin", "audit-log", query],
  contactReports: ["admin", "contact-reports"],
  /** What helpers changed in their listings; `listingChanges("")` is everyone's. */
  listingChanges: (helperId: string) => ["admin", "listing-changes", helperId],
} as const;
