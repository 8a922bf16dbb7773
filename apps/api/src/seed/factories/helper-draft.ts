import { AGE_BUCKETS, ageOn, birthDatesForAges } from "@sahayi/contract";
import type { helpers, reviewStatusEnum } from "../../db/schema.ts";
import type { FaceTraits } from "../artwork/face.ts";
import { aboutText } from "./about.ts";
import { nameFor } from "./names.ts";
import { DISTRICT_PIN_PREFIX, HOUSE_NAMES } from "./people.ts";
import type { Random } from "./random.ts";
import type { ReferenceIds } from "./reference-ids.ts";

export type ReviewStatus = (typeof reviewStatusEnum.enumValues)[number];
export type NewHelper = typeof helpers.$inferInsert;

/** Anything a test wants fixed about a helper; the rest is made up. */
export interface HelperSpec extends Partial<Omit<NewHelper, "id">> {
  /** Her age today, when dateOfBirth is not given: a birth date that makes it is drawn. */
  age?: number;
  categoryIds?: number[];
  /** Gallery image keys to use as they are. */
  imageKeys?: string[];
  /** How many gallery images to draw, when imageKeys is not given. */
  galleryCount?: number;
}

type HelperValues = Omit<typeof helpers.$inferInsert, "publicId" | "profileImage"> & {
  profileImage?: string;
};

/** One helper before insert: the row, its categories and what pictures it still needs. */
export interface HelperDraft {
  values: HelperValues;
  categoryIds: number[];
  imageKeys: string[];
  galleryCount: number;
  face: FaceTraits;
}

interface DraftInput {
  index: number;
  spec: HelperSpec;
  status: ReviewStatus;
  reference: ReferenceIds;
  random: Random;
  maxGallery: number;
  phone: string;
  createdAt: Date;
}

// Kerala's population is roughly 55 % Hindu, 27 % Muslim and 18 % Christian.
const RELIGION_WEIGHTS: Record<string, number> = { Hindu: 55, Muslim: 27, Christian: 18 };
const LANGUAGE_WEIGHTS: Record<string, number> = { Malayalam: 60, Tamil: 12, Hindi: 8, English: 6 };
/** Years of experience, by band: most helpers have a few years, some many, some none. */
const EXPERIENCE_BANDS: (readonly [readonly [number, number], number])[] = [
  [[0, 0], 1],
  [[1, 2], 3],
  [[3, 5], 3],
  [[6, 10], 3],
  [[11, 25], 2],
];
const AGE_BANDS = Object.values(AGE_BUCKETS);
/** Nobody in the demo started paid work before this age. */
const WORKING_AGE = 18;

/**
 * Made-up details for helper number `index`. Helpers go round the constituencies in turn, so
 * any count of at least three times their number puts three in each; each round shifts the
 * gender, main category and shift, so the helpers of one constituency differ.
 */
export function draftHelper(input: DraftInput): HelperDraft {
  const { index, spec, reference, random } = input;
  const place = placeOf(index, spec, reference);
  const { round } = place;
  const mix = index + round * 2;
  const gender = spec.gender ?? (mix % 20 === 0 ? "other" : mix % 5 === 1 ? "male" : "female");
  const casteId = spec.casteId ?? weightedId(reference.castes, RELIGION_WEIGHTS, 1, random);
  const languageId =
    spec.languageId ?? weightedId(reference.languages, LANGUAGE_WEIGHTS, 2, random);
  const religion = nameOf(reference.castes, casteId);
  const language = nameOf(reference.languages, languageId);
  const name = spec.name ?? nameFor({ gender, religion, language }, random);
  // Each turn round the districts moves to the next age band, so every district has all ages.
  const band = AGE_BANDS[Math.floor(index / reference.districts.length) % AGE_BANDS.length]!;
  const dateOfBirth =
    spec.dateOfBirth ?? birthDateFor(spec.age ?? random.int(band.min, band.max), random);
  const age = ageOn(dateOfBirth);
  const experienceYears = spec.experienceYears ?? experienceFor(age, random);
  // Next constituency of the district, or next round: the next main category, so every
  // district offers every kind of work and one constituency's helpers differ.
  const categoryIds =
    spec.categoryIds ??
    pickCategories(place.turn + round * 3 + place.districtIndex, reference, random);
  const shifts = reference.shifts;
  const shiftId =
    spec.shiftId ??
    shifts[(index + round + Math.floor(index / reference.categories.length)) % shifts.length]!.id;
  const createdAt = spec.createdAt ?? input.createdAt;
  const status = spec.status ?? input.status;
  const reviewed = status === "approved" || status === "rejected";
  const reviewedAt = reviewed ? new Date(createdAt.getTime() + 3_600_000) : null;
  const whatsapp = random.next() < 0.6 ? input.phone : `9${input.phone.slice(1)}`;
  const { district, constituency } = place;
  const skills = categoryIds.map((id) => nameOf(reference.categories, id));
  // A few profiles left bare, as some helpers leave them: the empty states show too.
  const bare = random.next() < 0.04;

  const values: HelperValues = {
    name,
    mobileNumber: input.phone,
    whatsappNumber: whatsapp,
    email: `${emailName(name)}.${random.int(100, 9999)}@example.com`,
    address: `${random.pick(HOUSE_NAMES)} House, ${constituency.name}, ${district.name}`,
    districtId: district.id,
    constituencyId: constituency.id,
    pincode: `${DISTRICT_PIN_PREFIX[district.name] ?? "680"}${String(random.int(1, 699)).padStart(3, "0")}`,
    dateOfBirth,
    gender,
    casteId,
    languageId,
    shiftId,
    experienceYears,
    about: bare
      ? null
      : aboutText(
          {
            years: experienceYears,
            skills,
            shift: nameOf(shifts, shiftId),
            language,
            constituency: constituency.name,
            district: district.name,
            age,
          },
          random,
        ),
    status,
    createdAt,
    reviewedAt,
    // A reviewed profile was last touched some days after review, never in the future.
    updatedAt: reviewedAt
      ? new Date(Math.min(Date.now(), reviewedAt.getTime() + random.int(0, 40) * 86_400_000))
      : createdAt,
    ...withoutListFields(spec),
  };
  const imageKeys = spec.imageKeys ?? [];
  return {
    values,
    categoryIds,
    imageKeys,
    galleryCount: spec.imageKeys
      ? 0
      : (spec.galleryCount ?? (bare ? 0 : random.int(0, input.maxGallery))),
    face: { gender, age, religion },
  };
}

type Place = {
  district: ReferenceIds["districts"][number];
  constituency: { id: number; name: string };
  /** How many times the helpers have gone round all constituencies before this one. */
  round: number;
  /** The constituency's place in its district, and the district's in the list. */
  turn: number;
  districtIndex: number;
};

/** Where helper `index` lives: what the spec fixes, else the next constituency in turn. */
function placeOf(index: number, spec: HelperSpec, reference: ReferenceIds): Place {
  const all = placesInTurn(reference);
  const round = Math.floor(index / all.length);
  const fixed =
    spec.constituencyId !== undefined
      ? all.find((p) => p.constituency.id === spec.constituencyId)
      : undefined;
  if (fixed) return { ...fixed, round };
  const district = reference.districts.find((d) => d.id === spec.districtId);
  if (district) {
    const constituencies = district.constituencies;
    const turn = index % constituencies.length;
    return {
      district,
      constituency: constituencies[turn]!,
      round,
      turn,
      districtIndex: reference.districts.indexOf(district),
    };
  }
  return { ...all[index % all.length]!, round };
}

const turns = new WeakMap<ReferenceIds, Omit<Place, "round">[]>();

/**
 * Every constituency once, taking one from each district in turn, so even a few helpers
 * spread over all districts.
 */
function placesInTurn(reference: ReferenceIds): Omit<Place, "round">[] {
  let places = turns.get(reference);
  if (!places) {
    places = [];
    const longest = Math.max(...reference.districts.map((d) => d.constituencies.length));
    for (let i = 0; i < longest; i++) {
      for (const district of reference.districts) {
        const constituency = district.constituencies[i];
        if (constituency) {
          places.push({
            district,
            constituency,
            turn: i,
            districtIndex: reference.districts.indexOf(district),
          });
        }
      }
    }
    turns.set(reference, places);
  }
  return places;
}

function nameOf(options: readonly { id: number; name: string }[], id: number): string {
  return options.find((o) => o.id === id)?.name ?? "";
}

/** "K. Suma" → "suma", "Abdul Rahman Ibrahim" → "abdul". */
function emailName(name: string): string {
  const word = name.split(" ").find((part) => !part.endsWith(".")) ?? "helper";
  return word.toLowerCase();
}

/** Years that fit the age: nobody worked before WORKING_AGE. */
function experienceFor(age: number, random: Random): number {
  const [min, max] = random.weighted(EXPERIENCE_BANDS);
  return Math.min(random.int(min, max), age - WORKING_AGE);
}

function withoutListFields(spec: HelperSpec): Partial<HelperValues> {
  const { categoryIds: _c, imageKeys: _i, galleryCount: _g, age: _a, ...values } = spec;
  return values;
}

function pickCategories(step: number, reference: ReferenceIds, random: Random): number[] {
  const all = reference.categories.map((c) => c.id);
  const first = all[step % all.length]!;
  const extra = random.sample(
    all.filter((id) => id !== first),
    random.weighted([
      [0, 5],
      [1, 3],
      [2, 2],
    ]),
  );
  return [first, ...extra];
}

/** Weighted by name where a weight is known; everything else shares a small weight. */
function weightedId(
  options: { id: number; name: string }[],
  weights: Record<string, number>,
  otherWeight: number,
  random: Random,
): number {
  return random.weighted(options.map((o) => [o.id, weights[o.name] ?? otherWeight] as const));
}

/** A date of birth that makes `age` today in India: a day in the year after that birthday. */
function birthDateFor(age: number, random: Random): string {
  const latest = Date.parse(birthDatesForAges(age, age).to);
  return new Date(latest - random.int(0, 364) * 86_400_000).toISOString().slice(0, 10);
}
