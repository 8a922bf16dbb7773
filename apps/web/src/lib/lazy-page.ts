import type { ComponentType } from "react";
import type { RouteObject } from "react-router";

/**
 * Loads a page's code when its route is first visited, so the first visit to the home page
 * downloads the home page only.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): RouteObject["lazy"] {
  return async () => ({ Component: (await load())[name] });
}
