import { mapLimit } from "../../lib/concurrency.ts";
import { storeSvg } from "../../lib/images.ts";
import type { ImageStorage } from "../../lib/storage.ts";
import { avatarSvg } from "../seed/artwork/avatar.ts";
import { gallerySceneSvg } from "../seed/artwork/scene.ts";
import type { Random } from "./random.ts";

type Gender = "male" | "female" | "other";

/** Helper pictures, drawn either one per helper or once into a small shared pool. */
export interface HelperImageSource {
  avatar(gender: Gender, initials: string, random: Random): Promise<string>;
  gallery(count: number, random: Random): Promise<string[]>;
}

export function uniqueImages(storage: ImageStorage): HelperImageSource {
  return {
    avatar: (gender, initials, random) =>
      storeSvg(storage, avatarSvg({ gender, initials, seed: random.int(0, 1 << 20) })),
    gallery: (count, random) =>
      mapLimit(
        Array.from({ length: count }, () => random.int(0, 1 << 20)),
        (seed) => storeSvg(storage, gallerySceneSvg(seed)),
        2,
      ),
  };
}

interface Pool {
  avatars: Record<Gender, string[]>;
  scenes: string[];
}

/** One pool per storage: a benchmark with 100,000 helpers draws 16 pictures, not 300,000. */
const pools = new WeakMap<ImageStorage, Promise<Pool>>();

async function drawPool(storage: ImageStorage): Promise<Pool> {
  const genders: Gender[] = [
    "female",
    "female",
    "female",
    "female",
    "male",
    "male",
    "male",
    "other",
  ];
  const [avatarKeys, scenes] = await Promise.all([
    mapLimit(genders, (gender, i) =>
      storeSvg(storage, avatarSvg({ gender, initials: "", seed: i * 7 + 1 })),
    ),
    mapLimit([0, 1, 2, 3, 4, 5, 6, 7], (seed) => storeSvg(storage, gallerySceneSvg(seed))),
  ]);
  const avatars: Record<Gender, string[]> = { female: [], male: [], other: [] };
  genders.forEach((gender, i) => {
    avatars[gender].push(avatarKeys[i] as string);
  });
  return { avatars, scenes };
}

export function pooledImages(storage: ImageStorage): HelperImageSource {
  let pool = pools.get(storage);
  if (!pool) {
    pool = drawPool(storage);
    pools.set(storage, pool);
  }
  const ready = pool;
  return {
    avatar: async (gender, _initials, random) => random.pick((await ready).avatars[gender]),
    gallery: async (count, random) => random.sample((await ready).scenes, count),
  };
}
