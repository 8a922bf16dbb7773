/**
 * The catalogue screens' addresses, under one splat route of the console (/admin/catalogue/*),
 * whose own routes (catalogue-entry.tsx) pick the screen.
 */
const base = "/admin/catalogue";
const segment = (value: string) => encodeURIComponent(value);

export const cataloguePaths = {
  plans: () => `${base}/plans`,
  plan: (id: string) => `${base}/plans/${segment(id)}`,
  settings: () => `${base}/settings`,
  reference: (list: string) => `${base}/reference/${segment(list)}`,
  categories: () => `${base}/categories`,
  category: (id: string) => `${base}/categories/${segment(id)}`,
  banners: () => `${base}/banners`,
  banner: (id: string) => `${base}/banners/${segment(id)}`,
} as const;
