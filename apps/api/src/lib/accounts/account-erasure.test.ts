import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueCaller } from "../../../test/helpers/accounts.ts";
import { insideRolledBack, messagesOf } from "../../../test/helpers/outbox.ts";
import { useTestApp } from "../../../test/helpers/test-app.ts";
import { createUser } from "../../../test/helpers/users.ts";
import { users } from "../../db/schema.ts";
import { eraseAccount } from "./account-erasure.ts";

const ctx = useTestApp();

describe("an account's deletion, told to its owner", () => {
  it("is written in the deletion's transaction and rolled back with it", async () => {
    const { phone } = uniqueCaller();
    const { id } = await createUser(ctx.db, { phone });
    const [before] = await ctx.db.select().from(users).where(eq(users.id, id));
    const seen = await insideRolledBack(
      ctx.db,
      (tx) => tx.transaction((inner) => eraseAccount(inner, id, new Date())),
      (tx) => messagesOf(tx, { userId: id }),
    );
    expect(seen.map((row) => [row.kind, row.channel, row.recipient])).toEqual([
      ["account_deleted", "sms", phone],
      ["account_deleted", "email", before!.email],
    ]);
    expect(await messagesOf(ctx.db, { userId: id })).toEqual([]);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(after).toEqual(before);
  });
});
