import { apiMessages } from "@sahayi/contract";
import { describe, expect, it } from "vitest";
import { AppError, notFound, uniqueFieldsTaken, validationFailed } from "./errors.ts";

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

describe("uniqueFieldsTaken", () => {
  const fields = { name: "Taken." };
  it("turns a unique violation, however wrapped, into a 400 with the fields", () => {
    const fromDriver = Object.assign(new Error("duplicate key"), { code: "23505" });
    const fromOrm = new Error("Failed query", { cause: fromDriver });
    expect(() => uniqueFieldsTaken(fields)(fromOrm)).toThrow(
      expect.objectContaining({ status: 400, code: "VALIDATION_FAILED", fields }),
    );
  });

  it("passes any other error on unchanged", () => {
    const other = Object.assign(new Error("foreign key"), { code: "23503" });
    expect(() => uniqueFieldsTaken(fields)(other)).toThrow(other);
  });
});
