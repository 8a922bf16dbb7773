import type { helperProfileFieldsSchema } from "@sahayi/contract";
import { useFormContext } from "react-hook-form";
import type { z } from "zod";

/** The helper's fields as the form holds them: registration's and the admin's edit share them. */
export type HelperFieldsInput = z.input<typeof helperProfileFieldsSchema>;

/**
 * The helper's form around the shared fields: registration's form and the admin's have more
 * fields than these, and hand themselves down through react-hook-form's FormProvider.
 */
export const useHelperForm = () => useFormContext<HelperFieldsInput>();
