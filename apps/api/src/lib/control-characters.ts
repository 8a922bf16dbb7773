import { fieldMessages, hasControlCharacters } from "@sahayi/contract";
import type { FastifySchemaCompiler } from "fastify";
import { validationFailed } from "./errors.ts";

/**
 * The fields of `input` (a body, a query, path parameters, at any depth) whose text holds a
 * control character, by their path ("items.0.name"), each with the contract's message. Tabs
 * and line breaks pass here: fields whose text is one line refuse them in their own schema.
 */
export function controlCharacterFields(input: unknown, path = ""): Record<string, string> {
  if (typeof input === "string") {
    return hasControlCharacters(input, "lines")
      ? { [path || "body"]: fieldMessages.controlCharacters }
      : {};
  }
  if (typeof input !== "object" || input === null) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    Object.assign(fields, controlCharacterFields(value, path ? `${path}.${key}` : key));
  }
  return fields;
}

/**
 * Wraps the route validator so that no text with a control character reaches a handler or
 * the database (PostgreSQL refuses a NUL with an error): a 400 naming each field instead.
 */
export function refusingControlCharacters<S>(
  compile: FastifySchemaCompiler<S>,
): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    return (data) => {
      const fields = route.httpPart === "headers" ? {} : controlCharacterFields(data);
      if (Object.keys(fields).length > 0) return { error: validationFailed(fields) };
      return validate(data);
    };
  };
}
