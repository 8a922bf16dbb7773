import { z } from "zod";

/** A setting that may be left out; an empty or blank value counts as left out. */
export const optionalText = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().optional(),
);
