import { type AdminAccount, adminAccountSchema } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { hashPassword } from "../../lib/accounts/passwords.ts";

export type AdminAccountOutcome = "created" | "promoted" | "updated";

/** What is wrong with a phone and password for an admin, one line per field; none when fine. */
export function adminAccountProblems(input: { phone?: unknown; password?: unknown }): string[] {
  const parsed = adminAccountSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
}

/**
 * Creates an admin account with this phone and password, or makes the account that already
 * has the phone an admin (and sets the password given, so the operator knows it). A disabled
 * account is enabled again. `npm run admin:create` and ADMIN_PHONE / ADMIN_PASSWORD at start.
 */
export async function ensureAdmin(db: Db, account: AdminAccount): Promise<AdminAccountOutcome> {
  const { phone, password } = adminAccountSchema.parse(account);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.mobileNumber, phone))
      .for("update");
    if (existing) {
      await tx
        .update(users)
        .set({ role: "admin", passwordHash, disabledAt: null })
        .where(eq(users.id, existing.id));
      return existing.role === "admin" ? "updated" : "promoted";
    }
    await tx.insert(users).values({
      name: "Admin",
      mobileNumber: phone,
      whatsappNumber: phone,
      email: "",
      passwordHash,
      address: "",
      pincode: "",
      role: "admin",
    });
    return "created";
  });
}

export const outcomeSentence: Record<AdminAccountOutcome, (phone: string) => string> = {
  created: (phone) => `Created an admin account for ${phone}.`,
  promoted: (phone) => `The account of ${phone} is now an admin (its password was set).`,
  updated: (phone) => `${phone} was already an admin; its password was set.`,
};
