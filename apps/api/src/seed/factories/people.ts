/** Names and places that sound like Kerala, for demo and test helpers. */

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
