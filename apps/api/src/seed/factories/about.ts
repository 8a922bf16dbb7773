import type { Random } from "./random.ts";

/** What an About text is written from: the helper's own profile. */
export interface AboutFacts {
  years: number;
  /** Category names, the main one first. */
  skills: readonly string[];
  shift: string;
  language: string;
  constituency: string;
  district: string;
  age: number;
}

/**
 * An "About Me" in the helper's own voice, built from the profile so no two read alike:
 * each part picks one of several sentences, and the parts come in a varied order.
 */
export function aboutText(facts: AboutFacts, random: Random): string {
  const middle = random.sample(
    [skillsSentence(facts, random), shiftSentence(facts, random), languageSentence(facts, random)],
    3,
  );
  return [
    experienceSentence(facts, random),
    ...middle,
    placeSentence(facts, random),
    random.pick(CLOSINGS),
  ].join(" ");
}

/** The work a category stands for, as a person says it ("I also do cooking"). */
const WORK: Record<string, string> = {
  "House Maid": "housekeeping",
  "Home Nurse": "home nursing",
  Cook: "cooking",
  "Laundry & Ironing": "laundry and ironing",
};
const lower = (category: string) => WORK[category] ?? category.toLowerCase();

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function experienceSentence({ years, skills, age }: AboutFacts, random: Random): string {
  const main = lower(skills[0] ?? "housework");
  if (years === 0) {
    return random.pick([
      `I am new to paid work, but I have run a busy household of my own for years.`,
      `This will be my first job outside my own home, and I am keen to learn each family's ways.`,
    ]);
  }
  const plural = years === 1 ? "year" : "years";
  return random.pick([
    `I have ${years} ${plural} of experience in ${main}.`,
    `I have been working in ${main} for ${years} ${plural}.`,
    `For the last ${years} ${plural} I have worked with families in ${main}.`,
    `I started working at ${age - years} and have ${years} ${plural} behind me in ${main}.`,
  ]);
}

function skillsSentence({ skills }: AboutFacts, random: Random): string {
  const all = listOf(skills.map(lower));
  if (skills.length === 1) {
    return random.pick([
      `My work is ${all}, and I like to do it well.`,
      `I keep to ${all}, which is what I know best.`,
    ]);
  }
  return random.pick([
    `I can help with ${all}.`,
    `Besides ${lower(skills[0]!)}, I also do ${listOf(skills.slice(1).map(lower))}.`,
    `Families usually ask me for ${all}.`,
  ]);
}

const SHIFT_SENTENCES: Record<string, readonly string[]> = {
  Day: [
    "I prefer day work and can come early in the morning.",
    "Day work suits me best; I can be at your home by eight.",
  ],
  Night: [
    "I am available for night duty, which many elderly people need.",
    "I work night shifts and stay alert through the night.",
  ],
  "Full Time / Live-in": [
    "I can stay with the family full time.",
    "I am looking for a live-in position with a family that needs steady help.",
  ],
  "Part Time": [
    "I am looking for part-time work, a few hours a day.",
    "I can give a few hours each day, mornings or evenings.",
  ],
};

function shiftSentence({ shift }: AboutFacts, random: Random): string {
  return random.pick(SHIFT_SENTENCES[shift] ?? [`I work ${lower(shift)} shifts.`]);
}

function languageSentence({ language }: AboutFacts, random: Random): string {
  if (language === "Malayalam") {
    return random.pick([
      "I speak Malayalam.",
      "Malayalam is my language, and I understand simple English.",
      "I speak Malayalam and can manage a little English.",
    ]);
  }
  if (language === "English") {
    return random.pick([
      "I speak English and Malayalam.",
      "I am comfortable in English, which helps with doctors and older children.",
    ]);
  }
  return random.pick([
    `I speak ${language} and understand Malayalam well.`,
    `${language} is my first language; I have learned enough Malayalam for daily work.`,
  ]);
}

function placeSentence({ constituency, district }: AboutFacts, random: Random): string {
  const sameName = constituency === district;
  return random.pick([
    `I live in ${constituency} and can travel anywhere in ${district} district.`,
    sameName
      ? `Homes in and around ${district} are easiest for me to reach.`
      : `Homes near ${constituency} are easiest for me to reach.`,
    `I am based in ${constituency}, ${district}.`,
  ]);
}

const CLOSINGS = [
  "References from earlier employers are available.",
  "I am honest and punctual, and families trust me with their keys.",
  "I am patient with children and old people.",
  "I keep things clean and tidy without being told twice.",
  "I can give the phone numbers of families I have worked for.",
  "I am calm in a busy house and do not mind extra work on festival days.",
];
