import type { Message, PluralMessage } from "../translate.ts";

type Translation<English extends Message> = English extends PluralMessage ? PluralMessage : string;

/**
 * One English message and its Malayalam: a string for a string, plural forms for plurals.
 * Its own module, not translate.ts: the first page's code imports that one, and the Malayalam
 * chunk importing code from it would split it off the first chunk.
 */
export const pair = <English extends Message>(english: English, malayalam: Translation<English>) =>
  [english, malayalam] as const;
