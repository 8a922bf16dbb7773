/**
 * Tailwind classes the web app and the server's first paint share. The server writes the home
 * page's first banner into the HTML (apps/api features/seo), so a phone shows it before the
 * app's code arrives; the app then draws the same picture in the same box, and nothing moves.
 * Tailwind reads this file for them (`@source` in apps/web/src/index.css).
 */

/**
 * The box a main banner fills: the mobile picture's shape on phones (at most three quarters
 * of the screen), the desktop picture's from 768 px.
 */
export const BANNER_BOX =
  "aspect-[600/760] max-h-[75svh] w-full md:aspect-[1200/440] md:max-h-none";

/** Behind the banners, while they load and at their edges. */
export const BANNER_BACKDROP = "bg-brand-900";
