import { apiMessages, mediaUrl, type UserData } from "@sahayi/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { districts, users } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";

/** A user as the client keeps it: never the password hash, never an internal id. */
export async function readUserData(db: Db, userId: number): Promise<UserData> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      mobileNumber: users.mobileNumber,
      whatsappNumber: users.whatsappNumber,
      address: users.address,
      districtId: users.districtId,
      district: districts.name,
      pincode: users.pincode,
      profileImage: users.profileImage,
      role: users.role,
    })
    .from(users)
    .leftJoin(districts, eq(districts.id, users.districtId))
    .where(eq(users.id, userId));
  // A valid token for a user who no longer exists: the login is over.
  if (!row) throw new AppError(401, "UNAUTHORIZED", apiMessages.notFound);
  return {
    name: row.name,
    email: row.email,
    mobile_number: row.mobileNumber,
    whatsapp_number: row.whatsappNumber,
    address: row.address,
    location: row.district,
    location_id: row.districtId,
    pincode: row.pincode,
    profile_picture: row.profileImage ? mediaUrl(row.profileImage) : null,
    role: row.role,
  };
}
