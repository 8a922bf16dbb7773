import { apiMessages } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { AppError, notFound, validationFailed } from "./errors.ts";

describe("AppError", () => {
  it("carries a status, a code and the message people see", () => {
    const error = new AppError(409, "CONFLICT", "Already there.", { phone: "Taken." });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: "AppError",
      status: 409,
      code: "CONFLICT",
      message: "Already there.",
      fields: { phone: "Taken." },
    });
  });

  it("not found: 404 with the general message unless told another", () => {
    expect(notFound()).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      message: apiMessages.notFound,
    });
    expect(notFound(apiMessages.maidNotFound).message).toBe(apiMessages.maidNotFound);
  });

  it("validation failed: 400 naming each field", () => {
    expect(validationFailed({ shift: "Shift must be an id from the list." })).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: apiMessages.invalidInput,
      fields: { shift: "Shift must be an id from the list." },
    });
  });
});
