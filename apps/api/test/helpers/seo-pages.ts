import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll } from "vitest";
import { REPO_ROOT } from "../../src/config.ts";
import type { Db } from "../../src/db/client.ts";
import { plans } from "../../src/db/schema.ts";
import {
  type CreatedHelper,
  createHelper,
  createHelpers,
} from "../../src/seed/factories/helper.ts";
import { beforeAllOrFail, useTestApp } from "./test-app.ts";

/** The web app's own index.html (its source: the build keeps the head as it is). */
export const indexHtml = readFileSync(path.join(REPO_ROOT, "apps/web/index.html"), "utf8");

export const ORIGIN = "https://sahayi.example";
export const HOSTILE_NAME = `Asha "><script>alert('x')</script> & 9876543210`;

/** The helpers the pages show: six approved, one whose name is hostile, one pending. */
export interface SeoHelpers {
  approved: CreatedHelper[];
  pending: CreatedHelper;
  hostile: CreatedHelper;
}

/**
 * The test app serving pages from a web build that holds only index.html, at ORIGIN, with
 * the helpers of `seeded` written before the tests run.
 */
export function useSeoApp() {
  const webDist = mkdtempSync(path.join(tmpdir(), "sahayi-seo-web-"));
  writeFileSync(path.join(webDist, "index.html"), indexHtml);
  const ctx = useTestApp({ webDist, publicOrigin: ORIGIN });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const seeded = {} as SeoHelpers;
  beforeAllOrFail(async () => {
    const factory = { db: ctx.db, storage: ctx.storage };
    seeded.approved = await createHelpers(factory, { count: 6, seed: 31, maxGallery: 1 });
    seeded.hostile = await createHelper(factory, { name: HOSTILE_NAME, experienceYears: 1 });
    seeded.approved.push(seeded.hostile);
    seeded.pending = await createHelper(factory, {}, { status: "pending" });
  });

  function page(url: string, headers: Record<string, string> = { accept: "text/html" }) {
    return ctx.app.inject({ url, headers });
  }

  return { webDist, ctx, seeded, page };
}

/** The content of `<meta {key}="{name}" content="…">`, unescaped. */
export function meta(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(html);
  return tag?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** A phone number: ten digits in a row. */
export const PHONE_LIKE = /\d{10}/;

/** The first plan on sale to households: the one a plan's page tests describe. */
export async function firstSubscriptionPlan(db: Db) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(eq(plans.kind, "subscription"))
    .orderBy(asc(plans.id))
    .limit(1);
  return plan!;
}
