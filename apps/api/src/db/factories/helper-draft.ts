import type { helpers, reviewStatusEnum } from "../schema.ts";
import {
  DISTRICT_PIN_PREFIX,
  FAMILY_NAMES,
  FEMALE_NAMES,
  HOUSE_NAMES,
  initialsOf,
  MALE_NAMES,
  NEUTRAL_NAMES,
} from "./people.ts";
import type { Random } from "./random.ts";
import type { ReferenceIds } from "./reference-ids.ts";

export type ReviewStatus = (typeof reviewStatusEnum.enumValues)[number];
export type NewHelper = typeof helpers.$inferInsert;

/** Anything a test wants fixed about a helper; the rest is made up. */
export interface HelperSpec extends Partial<Omit<NewHelper, "id">> {
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
  initials: string;
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

export function draftHelper(input: DraftInput): HelperDraft {
  const { index, spec, reference, random } = input;
  // Cycling through districts and genders guarantees every one appears in a small seed.
  const gender = spec.gender ?? (index % 20 === 0 ? "other" : index % 5 === 1 ? "male" : "female");
  const first = random.pick(
    gender === "female" ? FEMALE_NAMES : gender === "male" ? MALE_NAMES : NEUTRAL_NAMES,
  );
  const name = spec.name ?? `${first} ${random.pick(FAMILY_NAMES)}`;
  const district =
    reference.districts.find((d) => d.id === spec.districtId) ??
    reference.districts[index % reference.districts.length]!;
  const constituencyId =
    spec.constituencyId ?? random.pick(district.constituencies.map((c) => c.id));
  const constituency = district.constituencies.find((c) => c.id === constituencyId);
  const age = spec.age ?? random.int(20, 60);
  const experienceYears = spec.experienceYears ?? Math.min(random.int(0, 15), age - 18);
  const categoryIds = spec.categoryIds ?? pickCategories(index, reference, random);
  const createdAt = spec.createdAt ?? input.createdAt;
  const status = spec.status ?? input.status;
  const reviewed = status === "approved" || status === "rejected";
  const whatsapp = random.next() < 0.6 ? input.phone : `9${input.phone.slice(1)}`;

  const values: HelperValues = {
    name,
    mobileNumber: input.phone,
    whatsappNumber: whatsapp,
    email: `${first.toLowerCase()}.${random.int(100, 9999)}@example.com`,
    address: `${random.pick(HOUSE_NAMES)} House, ${constituency?.name ?? district.name}, ${district.name}`,
    districtId: district.id,
    constituencyId,
    pincode: `${DISTRICT_PIN_PREFIX[district.name] ?? "680"}${String(random.int(1, 699)).padStart(3, "0")}`,
    age,
    dateOfBirth: birthDateFor(age, random),
    gender,
    casteId: spec.casteId ?? weightedId(reference.castes, RELIGION_WEIGHTS, 1, random),
    languageId: spec.languageId ?? weightedId(reference.languages, LANGUAGE_WEIGHTS, 2, random),
    shiftId: spec.shiftId ?? random.pick(reference.shifts).id,
    experienceYears,
    about: random.next() < 0.15 ? null : aboutText(first, experienceYears, categoryIds, reference),
    status,
    createdAt,
    reviewedAt: reviewed ? new Date(createdAt.getTime() + 3_600_000) : null,
    ...withoutListFields(spec),
  };
  const imageKeys = spec.imageKeys ?? [];
  return {
    values,
    categoryIds,
    imageKeys,
    galleryCount: spec.imageKeys ? 0 : (spec.galleryCount ?? random.int(0, input.maxGallery)),
    initials: initialsOf(name),
  };
}

function withoutListFields(spec: HelperSpec): Partial<HelperValues> {
  const { categoryIds: _c, imageKeys: _i, galleryCount: _g, ...values } = spec;
  return values;
}

function pickCategories(index: number, reference: ReferenceIds, random: Random): number[] {
  const all = reference.categories.map((c) => c.id);
  const first = all[index % all.length]!;
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

function birthDateFor(age: number, random: Random): string {
  const today = new Date();
  const birth = new Date(
    Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()) -
      random.int(1, 364) * 86_400_000,
  );
  return birth.toISOString().slice(0, 10);
}

function aboutText(first: string, years: number, categoryIds: number[], reference: ReferenceIds) {
  const work = categoryIds
    .map((id) => reference.categories.find((c) => c.id === id)?.name.toLowerCase())
    .filter(Boolean)
    .join(", ");
  const experience =
    years === 0 ? "is new to domestic work and eager to learn" : `has ${years} years of experience`;
  return `${first} ${experience} in ${work}. Honest, punctual and good with families; references available on request.`;
}
