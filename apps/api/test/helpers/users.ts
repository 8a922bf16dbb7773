import type { Db } from "../../src/db/client.ts";
import { users } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/lib/passwords.ts";

export const TEST_PASSWORD = "kerala-backwaters";

/** A user written straight to the database, for tests that are not about sign-up. */
export async function createUser(db: Db, options: { phone: string; password?: string }) {
  const [user] = await db
    .insert(users)
    .values({
      name: "Test User",
      mobileNumber: options.phone,
      whatsappNumber: options.phone,
      email: "user@example.in",
      passwordHash: await hashPassword(options.password ?? TEST_PASSWORD),
      address: "Kochi",
      pincode: "682001",
    })
    .returning({ id: users.id });
  return user!;
}
