import { fieldMessages, hasControlCharacters } from "@sahayi/contract";
import type { FastifySchemaCompiler } from "fastify";
import { validationFailed } from "./errors.ts";

/** A field name safe to echo back: anything else is named by the part it came in. */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The fields of `input` (a body, a query, path parameters) whose text, at any depth, holds a
 * control character, each named by its top-level field with the contract's message. Tabs and
 * line breaks pass here: fields whose text is one line refuse them in their own schema. The
 * walk is a loop, not recursion: a body may be nested a hundred thousand levels deep.
 */
export function controlCharacterFields(input: unknown, part = "body"): Record<string, string> {
  const fields: Record<string, string> = {};
  const pending: [unknown, string][] =
    input && typeof input === "object"
      ? Object.entries(input).map(([key, value]) => [value, PLAIN_NAME.test(key) ? key : part])
      : [[input, part]];
  while (pending.length > 0) {
    const [value, field] = pending.pop()!;
    if (typeof value === "string") {
      if (hasControlCharacters(value, "lines")) fields[field] = fieldMessages.controlCharacters;
    } else if (value && typeof value === "object") {
      for (const inner of Object.values(value)) pending.push([inner, field]);
    }
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
      const fields =
        route.httpPart === "headers" ? {} : controlCharacterFields(data, route.httpPart);
      if (Object.keys(fields).length > 0) return { error: validationFailed(fields) };
      return validate(data);
    };
  };
}
