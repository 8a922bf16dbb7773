export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./constants.ts";
export * from "./content.ts";
export * from "./errors.ts";
export * from "./health.ts";
export * from "./images.ts";
export * from "./maid-registration.ts";
export * from "./messages.ts";
export * from "./money.ts";
export * from "./numbers.ts";
export * from "./paths.ts";
export * from "./payments.ts";
export * from "./plans.ts";
export * from "./reference.ts";
export * from "./search.ts";
// Kept in a module without zod so the web app's first bundle does not carry the schemas.
export * from "./search-params.ts";
