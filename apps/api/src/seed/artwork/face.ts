import { avataaars } from "@dicebear/collection";
import { createAvatar, type Style, type StyleOptions } from "@dicebear/core";
import type { Random } from "../factories/random.ts";

type AvataaarsOptions = StyleOptions<typeof avataaars extends Style<infer O> ? O : never>;
type Option<K extends keyof AvataaarsOptions> =
  NonNullable<AvataaarsOptions[K]> extends (infer T)[] ? T : never;

/** What a face is drawn from: the helper's own profile, so the picture fits the person. */
export interface FaceTraits {
  gender: "male" | "female" | "other";
  age: number;
  religion: string;
}

const SKIN = ["614335", "7b4a26", "8d5524", "ae5d29", "a0662f", "c68642"];
const DARK_HAIR = ["2c1b18", "4a312c", "1f1410", "3b2417"];
const GREY_HAIR = ["929598", "c9c9c9", "e8e1e1"];
const BACKGROUNDS = [
  "fde68a",
  "bfdbfe",
  "fbcfe8",
  "bbf7d0",
  "ddd6fe",
  "fed7aa",
  "a5f3fc",
  "fecaca",
  "d9f99d",
  "e9d5ff",
];
const CLOTHES_COLOURS = ["25557c", "5199e4", "65c9ff", "3c4f5c", "ff488e", "ff5c5c", "a7ffc4"];

const FEMALE_HAIR: Option<"top">[] = [
  "bob",
  "bun",
  "curly",
  "curvy",
  "longButNotTooLong",
  "straight01",
  "straight02",
  "straightAndStrand",
  "miaWallace",
  "bigHair",
];
const MALE_HAIR: Option<"top">[] = [
  "shortFlat",
  "shortRound",
  "shortWaved",
  "shortCurly",
  "sides",
  "theCaesar",
  "theCaesarAndSidePart",
];
const CLOTHING: Option<"clothing">[] = [
  "shirtCrewNeck",
  "shirtScoopNeck",
  "shirtVNeck",
  "collarAndSweater",
  "blazerAndShirt",
  "overall",
];
const EYES: Option<"eyes">[] = ["default", "happy", "squint"];
const EYEBROWS: Option<"eyebrows">[] = ["default", "defaultNatural", "raisedExcitedNatural"];
const MOUTHS: Option<"mouth">[] = ["smile", "default", "twinkle"];
const FACIAL_HAIR: Option<"facialHair">[] = ["beardLight", "beardMedium", "moustacheFancy"];

/**
 * A friendly illustrated face (DiceBear's "avataaars", drawn here: nothing is fetched), chosen
 * from the helper's gender, age and religion: greying hair past fifty, a headscarf for some
 * Muslim women, a beard or moustache for some men. Returns the SVG and a fingerprint of the
 * choices, so a caller can make sure no two helpers share a face.
 */
export function faceSvg(traits: FaceTraits, random: Random): { svg: string; fingerprint: string } {
  const { gender, age, religion } = traits;
  const feminine = gender === "female" || (gender === "other" && random.next() < 0.5);
  const headscarf = feminine && religion === "Muslim" && random.next() < 0.6;
  const top = headscarf ? "hijab" : random.pick(feminine ? FEMALE_HAIR : MALE_HAIR);
  const greying = age >= 50 && random.next() < 0.6;
  const beard = !feminine && random.next() < 0.55;
  // Only choices that show go in: a colour of something not drawn would make two
  // fingerprints for one picture.
  const options: AvataaarsOptions = {
    top: [top],
    ...(headscarf
      ? { hatColor: [random.pick(CLOTHES_COLOURS)] }
      : { hairColor: [random.pick(greying ? GREY_HAIR : DARK_HAIR)] }),
    skinColor: [random.pick(SKIN)],
    backgroundColor: [random.pick(BACKGROUNDS)],
    clothing: [random.pick(CLOTHING)],
    clothesColor: [random.pick(CLOTHES_COLOURS)],
    eyes: [random.pick(EYES)],
    eyebrows: [random.pick(EYEBROWS)],
    mouth: [random.pick(MOUTHS)],
    ...(beard
      ? {
          facialHair: [random.pick(FACIAL_HAIR)],
          facialHairColor: [random.pick(greying ? GREY_HAIR : DARK_HAIR)],
        }
      : {}),
    facialHairProbability: beard ? 100 : 0,
    accessories: ["prescription01"],
    accessoriesProbability: age >= 45 && random.next() < 0.35 ? 100 : 0,
    topProbability: 100,
  };
  const fingerprint = JSON.stringify(options);
  const svg = createAvatar(avataaars, {
    ...options,
    seed: fingerprint,
    size: FACE_SIZE,
  }).toString();
  return { svg, fingerprint };
}

/** Drawn at the card's size; the profile page shows the same picture a little larger. */
const FACE_SIZE = 480;
