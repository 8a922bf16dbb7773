import type { Random } from "./random.ts";

/**
 * Names the way Kerala's communities give them, so a demo helper's name fits the religion and
 * language on the same profile ("Abdul Menon" did not). Hindu names carry a caste name, the
 * father's name or an initial; Muslim and Christian names the father's or the family's name;
 * helpers who came from Tamil Nadu or the north and east carry the names of home.
 */
interface NameBook {
  female: readonly string[];
  male: readonly string[];
  /** Second names a woman takes (father's or husband's name, family or caste name). */
  femaleFamily: readonly string[];
  maleFamily: readonly string[];
}

const KERALA_HINDU: NameBook = {
  female: [
    "Lakshmi",
    "Anitha",
    "Suma",
    "Bindu",
    "Sreeja",
    "Shobha",
    "Geetha",
    "Sindhu",
    "Ambika",
    "Leela",
    "Usha",
    "Saritha",
    "Latha",
    "Rajani",
    "Deepa",
    "Smitha",
    "Remya",
    "Divya",
    "Omana",
    "Sreedevi",
    "Girija",
    "Radhika",
    "Vasanthi",
    "Kavitha",
    "Prasanna",
    "Sathi",
  ],
  male: [
    "Rajan",
    "Suresh",
    "Anil",
    "Manoj",
    "Sunil",
    "Ramesh",
    "Mohanan",
    "Harikumar",
    "Vinod",
    "Sasi",
    "Prakash",
    "Unnikrishnan",
    "Gopalan",
    "Ajith",
    "Santhosh",
  ],
  femaleFamily: [
    "Nair",
    "Pillai",
    "Amma",
    "Kumari",
    "Menon",
    "Warrier",
    "Sasidharan",
    "Gopinath",
    "Raghavan",
    "Mohandas",
    "Krishnan",
    "Ravindran",
  ],
  maleFamily: [
    "Nair",
    "Pillai",
    "Menon",
    "Kurup",
    "Nambiar",
    "Panicker",
    "Krishnan",
    "Raghavan",
    "Kumar",
    "Das",
    "Narayanan",
    "Velayudhan",
  ],
};

const KERALA_MUSLIM: NameBook = {
  female: [
    "Fathima",
    "Ayisha",
    "Rasiya",
    "Jaseena",
    "Shameena",
    "Sofiya",
    "Suhara",
    "Nafeesa",
    "Khadeeja",
    "Haseena",
    "Sainaba",
    "Shahida",
    "Ramla",
    "Sajna",
    "Safiya",
  ],
  male: [
    "Abdul Rahman",
    "Muhammed",
    "Noushad",
    "Shihab",
    "Faisal",
    "Basheer",
    "Shameer",
    "Anwar",
    "Nizar",
    "Sidheeq",
    "Ashraf",
    "Hamsa",
  ],
  femaleFamily: ["Beevi", "Basheer", "Ibrahim", "Hameed", "Kabeer", "Moideen", "Salim", "Rasheed"],
  maleFamily: ["Ibrahim", "Moideen", "Hameed", "Kabeer", "Salim", "Kunju", "Haji", "Abubakar"],
};

const KERALA_CHRISTIAN: NameBook = {
  female: [
    "Mary",
    "Elsamma",
    "Jessy",
    "Molly",
    "Annamma",
    "Treesa",
    "Sherly",
    "Leelamma",
    "Mercy",
    "Susamma",
    "Aleyamma",
    "Rosily",
    "Gracy",
    "Lissy",
    "Sicily",
    "Beena",
  ],
  male: [
    "Joseph",
    "Thomas",
    "Varghese",
    "Sebastian",
    "Sajan",
    "Jomon",
    "Biju",
    "Shaji",
    "Jose",
    "Antony",
    "Shibu",
    "Tomy",
  ],
  femaleFamily: [
    "Varghese",
    "Kurian",
    "Mathew",
    "Thomas",
    "Joseph",
    "Chacko",
    "George",
    "Abraham",
    "Philip",
    "Jacob",
  ],
  maleFamily: [
    "Kurian",
    "Mathew",
    "Chacko",
    "George",
    "Abraham",
    "Philip",
    "Jacob",
    "Devassy",
    "Ouseph",
    "Paulose",
  ],
};

const TAMIL: NameBook = {
  female: ["Selvi", "Meena", "Vasuki", "Kala", "Pushpa", "Malathi", "Revathi", "Chitra", "Amudha"],
  male: ["Murugan", "Selvam", "Karthik", "Ganesan", "Palani", "Muthu", "Raja", "Senthil"],
  femaleFamily: ["Murugan", "Rajendran", "Ganesan", "Subramani", "Perumal", "Arumugam"],
  maleFamily: ["Rajendran", "Subramani", "Perumal", "Arumugam", "Velu", "Kannan"],
};

/** Helpers from the north and east: most speak Hindi, Bengali, Odia or Assamese at home. */
const NORTH_EAST_HINDU: NameBook = {
  female: ["Sunita", "Puja", "Rina", "Anjali", "Mamata", "Sabita", "Kalpana", "Rekha", "Bharati"],
  male: ["Raju", "Sanjay", "Bikash", "Manoj", "Dilip", "Prasanta", "Ramesh", "Subrata"],
  femaleFamily: ["Devi", "Das", "Mondal", "Sahu", "Behera", "Kumari", "Gogoi", "Barman"],
  maleFamily: ["Das", "Mondal", "Sahu", "Behera", "Yadav", "Gogoi", "Barman", "Nayak"],
};

const NORTH_EAST_MUSLIM: NameBook = {
  female: ["Rehana", "Salma", "Nasreen", "Rubina", "Sahana", "Amina", "Farida"],
  male: ["Rafiq", "Sahidul", "Anwar", "Jamal", "Imran", "Rashid", "Mainul"],
  femaleFamily: ["Khatun", "Bibi", "Begum", "Khatun", "Bibi"],
  maleFamily: ["Ali", "Sheikh", "Hussain", "Ahmed", "Mollah", "Islam"],
};

const SIKH: NameBook = {
  female: ["Harpreet", "Gurpreet", "Manjeet", "Jaspreet", "Simran", "Kuldeep"],
  male: ["Harpreet", "Gurpreet", "Manjeet", "Jaspal", "Balwinder", "Kuldeep"],
  femaleFamily: ["Kaur"],
  maleFamily: ["Singh"],
};

/** Names worn by either gender, for helpers who gave "other". */
const NEUTRAL_FIRST: Record<"kerala" | "tamil" | "northEast", readonly string[]> = {
  kerala: ["Anu", "Kiran", "Sree", "Rithu", "Sanju", "Ammu", "Shan", "Achu"],
  tamil: ["Bala", "Kani", "Jaya", "Mani"],
  northEast: ["Guddu", "Pinky", "Moni", "Rintu"],
};

const NORTH_EAST_LANGUAGES = new Set(["Hindi", "Bengali", "Odia", "Assamese"]);

export interface NameFor {
  gender: "male" | "female" | "other";
  religion: string;
  language: string;
}

/** A full name that fits the helper's community, gender and home language. */
export function nameFor({ gender, religion, language }: NameFor, random: Random): string {
  const region = NORTH_EAST_LANGUAGES.has(language)
    ? "northEast"
    : language === "Tamil" && religion !== "Muslim"
      ? "tamil"
      : "kerala";
  const book = bookFor(region, religion);
  // A third of Kerala names put the father's or house initial first: "K. Suma".
  const initialFirst = region === "kerala" && religion === "Hindu" && random.next() < 0.3;
  if (gender === "other") {
    const family = random.pick(random.next() < 0.5 ? book.femaleFamily : book.maleFamily);
    return `${random.pick(NEUTRAL_FIRST[region])} ${family}`;
  }
  const first = random.pick(gender === "female" ? book.female : book.male);
  if (initialFirst) return `${random.pick(INITIALS)}. ${first}`;
  return `${first} ${random.pick(gender === "female" ? book.femaleFamily : book.maleFamily)}`;
}

const INITIALS = ["K", "P", "S", "M", "V", "R", "T", "C", "A", "N"];

function bookFor(region: "kerala" | "tamil" | "northEast", religion: string): NameBook {
  if (religion === "Sikh") return SIKH;
  if (region === "northEast") return religion === "Muslim" ? NORTH_EAST_MUSLIM : NORTH_EAST_HINDU;
  if (region === "tamil") return TAMIL;
  if (religion === "Muslim") return KERALA_MUSLIM;
  if (religion === "Christian") return KERALA_CHRISTIAN;
  return KERALA_HINDU;
}

/** Every word a name for this community may hold; tests check names against it. */
export function nameWordsFor(religion: string, language: string): Set<string> {
  const books = [bookFor("kerala", religion), bookFor("tamil", religion)];
  if (NORTH_EAST_LANGUAGES.has(language)) books.push(bookFor("northEast", religion));
  const parts = new Set<string>([...Object.values(NEUTRAL_FIRST).flat(), ...INITIALS]);
  for (const book of books) {
    for (const list of Object.values(book)) {
      for (const name of list) for (const word of name.split(" ")) parts.add(word);
    }
  }
  return parts;
}
