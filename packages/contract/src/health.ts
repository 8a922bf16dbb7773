import { z } from "zod";

export const healthSchema = z.object({ status: z.literal("ok") });

/** The monitors' address: answers once the database is reachable. */
export const healthPaths = { health: "/api/health" } as const;
