/** Names and places that sound like Kerala, for demo and test helpers. */

export const FEMALE_NAMES = [
  "Lakshmi",
  "Anitha",
  "Suma",
  "Bindu",
  "Mini",
  "Sheeba",
  "Fathima",
  "Ayisha",
  "Mary",
  "Elsamma",
  "Jessy",
  "Priya",
  "Remya",
  "Divya",
  "Sreeja",
  "Shobha",
  "Geetha",
  "Sindhu",
  "Ambika",
  "Leela",
  "Rasiya",
  "Sajitha",
  "Beena",
  "Molly",
  "Annamma",
  "Sofiya",
  "Jaseena",
  "Usha",
  "Saritha",
  "Latha",
  "Reshma",
  "Nisha",
  "Shameena",
  "Kunjumol",
  "Thankamma",
  "Omana",
  "Rajani",
  "Deepa",
  "Smitha",
  "Treesa",
];
export const MALE_NAMES = [
  "Rajan",
  "Suresh",
  "Babu",
  "Joseph",
  "Thomas",
  "Abdul",
  "Shaji",
  "Biju",
  "Anil",
  "Manoj",
  "Sunil",
  "Ramesh",
  "Mohanan",
  "Basheer",
  "Varghese",
  "Sebastian",
  "Harikumar",
  "Noushad",
  "Vinod",
  "Sajan",
];
export const NEUTRAL_NAMES = ["Anu", "Kiran", "Sree", "Ashwin", "Rithu", "Sanju", "Jomon", "Ammu"];

/** Family and house names; Kerala names often carry one, or the father's initial. */
export const FAMILY_NAMES = [
  "Nair",
  "Pillai",
  "Menon",
  "Kurian",
  "Varghese",
  "Mathew",
  "Thomas",
  "Joseph",
  "Rahman",
  "Beevi",
  "Kutty",
  "Das",
  "Krishnan",
  "Raghavan",
  "Chacko",
  "Ibrahim",
  "Panicker",
  "Warrier",
  "Babu",
  "George",
];
export const HOUSE_NAMES = [
  "Thekkumkara",
  "Puthenveedu",
  "Kizhakkethil",
  "Mannil",
  "Valiyaveettil",
  "Panickassery",
  "Kallumkal",
  "Padinjattil",
  "Cheruvilla",
  "Pulimoottil",
  "Edathil",
  "Kochuparambil",
];

/** First three digits of the PIN codes of each district's head post office region. */
export const DISTRICT_PIN_PREFIX: Record<string, string> = {
  Thiruvananthapuram: "695",
  Kollam: "691",
  Pathanamthitta: "689",
  Alappuzha: "688",
  Kottayam: "686",
  Idukki: "685",
  Ernakulam: "682",
  Thrissur: "680",
  Palakkad: "678",
  Malappuram: "676",
  Kozhikode: "673",
  Wayanad: "673",
  Kannur: "670",
  Kasaragod: "671",
};

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}
