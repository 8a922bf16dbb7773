import { mapLimit } from "../../lib/concurrency.ts";
import { storeSvg } from "../../lib/storage/images.ts";
import type { ImageStorage } from "../../lib/storage/storage.ts";
import { type FaceTraits, faceSvg } from "../artwork/face.ts";
import { gallerySceneSvg, SCENE_VARIANTS } from "../artwork/scene.ts";
import { createRandom, type Random } from "./random.ts";

/** Helper pictures, drawn either one per helper or once into a small shared pool. */
export interface HelperImageSource {
  face(traits: FaceTraits, random: Random): Promise<string>;
  /** `count` different pictures: a helper's gallery never shows one twice. */
  gallery(count: number, random: Random): Promise<string[]>;
}

/** Each room is drawn once per storage, when a helper first needs it, and then shared. */
const sceneKeys = new WeakMap<ImageStorage, Map<number, Promise<string>>>();

function sceneKey(storage: ImageStorage, variant: number): Promise<string> {
  let drawn = sceneKeys.get(storage);
  if (!drawn) {
    drawn = new Map();
    sceneKeys.set(storage, drawn);
  }
  let key = drawn.get(variant);
  if (!key) {
    key = storeSvg(storage, gallerySceneSvg(variant));
    drawn.set(variant, key);
    key.catch(() => drawn.delete(variant));
  }
  return key;
}

/** `count` different rooms out of the first `variants`. */
function scenes(storage: ImageStorage, variants: number, count: number, random: Random) {
  const chosen = random.sample(
    Array.from({ length: variants }, (_, i) => i),
    count,
  );
  return Promise.all(chosen.map((variant) => sceneKey(storage, variant)));
}

/**
 * A face of its own for every helper (the demo seed): no two helpers of one source look
 * alike. The gallery comes from every room the artwork draws, a few different ones each.
 */
export function uniqueImages(storage: ImageStorage): HelperImageSource {
  const drawn = new Set<string>();
  return {
    face: async (traits, random) => {
      let face = faceSvg(traits, random);
      // Hundreds of thousands of combinations: a repeat is rare, and one more draw ends it.
      while (drawn.has(face.fingerprint)) face = faceSvg(traits, random);
      drawn.add(face.fingerprint);
      return storeSvg(storage, face.svg);
    },
    gallery: (count, random) => scenes(storage, SCENE_VARIANTS, count, random),
  };
}

/** Faces shared by many helpers, so a benchmark with 100,000 helpers draws 8, not 100,000. */
const facePools = new WeakMap<ImageStorage, Promise<Record<"female" | "male", string[]>>>();
const POOLED_FACES = 4;
const POOLED_SCENES = 8;

function pooledFaces(storage: ImageStorage) {
  let pool = facePools.get(storage);
  if (!pool) {
    const draw = (gender: "female" | "male") =>
      mapLimit(
        Array.from({ length: POOLED_FACES }, (_, i) => i),
        (i) =>
          storeSvg(
            storage,
            faceSvg({ gender, age: 30 + i * 8, religion: "Hindu" }, createRandom(i + 1)).svg,
          ),
        2,
      );
    pool = Promise.all([draw("female"), draw("male")]).then(([female, male]) => ({
      female,
      male,
    }));
    facePools.set(storage, pool);
    pool.catch(() => facePools.delete(storage));
  }
  return pool;
}

/** A few faces and rooms drawn once per storage and reused (tests, benchmarks). */
export function pooledImages(storage: ImageStorage): HelperImageSource {
  return {
    face: async ({ gender }, random) =>
      random.pick((await pooledFaces(storage))[gender === "male" ? "male" : "female"]),
    gallery: (count, random) => scenes(storage, POOLED_SCENES, count, random),
  };
}
