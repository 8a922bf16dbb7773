import { PRELOADED_ANSWERS_ELEMENT_ID } from "@sahayi/contract/site-pages";

let answers: Map<string, unknown> | undefined;

/**
 * The answer the server wrote into this page's HTML for this call, once: the first ask of a
 * visit is answered without the network, later asks (refetches, other visits) go to the API.
 * Only visitors' answers are written, so only requests without a login use them.
 */
export function takePreloadedAnswer(key: string): { data: unknown } | undefined {
  answers ??= readAnswers();
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return { data };
}

function readAnswers(): Map<string, unknown> {
  // Outside a page (the client's unit tests run in Node) there is nothing to read.
  if (typeof document === "undefined") return new Map();
  const text = document.getElementById(PRELOADED_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}
