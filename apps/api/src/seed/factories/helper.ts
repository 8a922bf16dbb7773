import { ageOn, MAID_ADDITIONAL_IMAGES_MAX } from "@sahayi/contract";
import type { Db } from "../../db/client.ts";
import { helpers } from "../../db/schema.ts";
import { mapLimit } from "../../lib/concurrency.ts";
import { newPublicId } from "../../lib/ids.ts";
import type { ImageStorage } from "../../lib/storage/storage.ts";
import {
  draftHelper,
  type HelperDraft,
  type HelperSpec,
  type NewHelper,
  type ReviewStatus,
} from "./helper-draft.ts";
import { type HelperImageSource, pooledImages, uniqueImages } from "./image-pool.ts";
import { createRandom, type Random } from "./random.ts";
import { loadReferenceIds } from "./reference-ids.ts";

export interface CreateHelpersOptions {
  count: number;
  /**
   * "unique" draws a face of its own for every helper and a gallery of different rooms (demo
   * seed); "pool" reuses a few pictures drawn once per storage (tests, benchmarks). Default pool.
   */
  images?: "unique" | "pool";
  /** Default "approved". */
  status?: ReviewStatus;
  spec?: HelperSpec | ((index: number) => HelperSpec);
  /** Seeds the random choices; the same seed makes the same helpers. */
  seed?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Most gallery images a made-up helper gets (0 to 5). Default 5. */
  maxGallery?: number;
  /** Gap between consecutive created_at values; the last helper is the newest. Default 1 s. */
  spacingMs?: number;
  /** Called after each batch with the number created so far (progress of big seeds). */
  onProgress?: (created: number) => void;
}

export interface CreatedHelper {
  id: number;
  publicId: string;
  name: string;
  status: ReviewStatus;
  districtId: number;
  constituencyId: number;
  casteId: number;
  shiftId: number;
  languageId: number;
  gender: NewHelper["gender"];
  dateOfBirth: string;
  /** Her age today, counted from dateOfBirth. */
  age: number;
  experienceYears: number;
  mobileNumber: string;
  whatsappNumber: string;
  profileImage: string;
  categoryIds: number[];
  imageKeys: string[];
  createdAt: Date;
  reviewedAt: Date | null;
  updatedAt: Date;
}

export interface FactoryContext {
  db: Db;
  storage: ImageStorage;
}

/**
 * Inserts helpers with believable made-up details, in multi-row batches. Shared by the demo
 * seed, the tests and the search benchmark.
 */
export async function createHelpers(
  { db, storage }: FactoryContext,
  options: CreateHelpersOptions,
): Promise<CreatedHelper[]> {
  const {
    count,
    status = "approved",
    batchSize = 500,
    maxGallery = MAID_ADDITIONAL_IMAGES_MAX,
    spacingMs = 1000,
  } = options;
  const reference = await loadReferenceIds(db);
  const random = createRandom(options.seed);
  const images: HelperImageSource =
    options.images === "unique" ? uniqueImages(storage) : pooledImages(storage);
  const newest = Date.now();
  // Phone numbers step through a random range so one call never repeats a number.
  const phoneBase = random.int(0, 899_999_999);
  const created: CreatedHelper[] = [];

  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize);
    const drafts: HelperDraft[] = [];
    for (let index = start; index < end; index++) {
      const spec = typeof options.spec === "function" ? options.spec(index) : (options.spec ?? {});
      drafts.push(
        draftHelper({
          index,
          spec,
          status,
          reference,
          random,
          maxGallery,
          phone: String(6_000_000_000 + ((phoneBase + index * 7919) % 3_999_999_999)),
          createdAt: new Date(newest - (count - 1 - index) * spacingMs),
        }),
      );
    }
    await attachImages(drafts, images, random);
    const publicIds = drafts.map(() => newPublicId());
    const inserted = await db
      .insert(helpers)
      // attachImages has given every draft a profile image by now.
      .values(
        drafts.map((d, i) => ({
          ...d.values,
          profileImage: d.values.profileImage!,
          publicId: publicIds[i]!,
          categoryIds: d.categoryIds,
          gallery: d.imageKeys,
        })),
      )
      .returning();
    // RETURNING order is not promised by SQL, so rows find their drafts by public id.
    const byPublicId = new Map(inserted.map((row) => [row.publicId, row]));
    const rows = publicIds.map((id) => byPublicId.get(id)!);
    rows.forEach((row, i) => {
      const { categoryIds, imageKeys } = drafts[i]!;
      created.push({ ...row, age: ageOn(row.dateOfBirth), categoryIds, imageKeys });
    });
    options.onProgress?.(created.length);
  }
  return created;
}

export async function createHelper(
  context: FactoryContext,
  spec: HelperSpec = {},
  options: Omit<CreateHelpersOptions, "count" | "spec"> = {},
): Promise<CreatedHelper> {
  const [helper] = await createHelpers(context, { ...options, count: 1, spec });
  return helper!;
}

async function attachImages(drafts: HelperDraft[], images: HelperImageSource, random: Random) {
  // Seeds are taken up front so the pictures do not depend on which one finishes first.
  const seeds = drafts.map(() => random.int(0, 2 ** 30));
  await mapLimit(
    drafts,
    async (draft, i) => {
      const own = createRandom(seeds[i]);
      if (!draft.values.profileImage) {
        draft.values.profileImage = await images.face(draft.face, own);
      }
      if (draft.imageKeys.length === 0 && draft.galleryCount > 0) {
        draft.imageKeys = await images.gallery(draft.galleryCount, own);
      }
      // sharp works off the event loop; a few pictures in flight per core keeps it busy.
    },
    8,
  );
}
