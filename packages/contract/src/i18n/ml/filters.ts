import { emptyStates } from "../../messages.ts";
import * as filters from "../en/filters.ts";
import { pair } from "./pair.ts";

/** The search filters' words in Malayalam, beside their English (en/filters.ts); see messages.ts. */
export const filterMessages = [
  pair(filters.findHelpers, "സഹായികളെ കണ്ടെത്തുക"),
  pair(filters.district, "ജില്ല"),
  pair(filters.constituency, "നിയോജകമണ്ഡലം"),
  pair(filters.age, "പ്രായം"),
  pair(filters.religion, "മതം"),
  pair(filters.gender, "ലിംഗം"),
  pair(filters.female, "സ്ത്രീ"),
  pair(filters.male, "പുരുഷൻ"),
  pair(filters.otherGender, "മറ്റുള്ളവർ"),
  pair(filters.shift, "ഷിഫ്റ്റ്"),
  pair(filters.expertise, "വൈദഗ്ധ്യം"),
  pair(filters.language, "ഭാഷ"),
  pair(filters.experience, "പരിചയം"),
  pair(filters.verified, "പരിശോധിച്ചു"),
  pair(filters.anyField, "{field}: ഏതും"),
  pair(filters.chooseDistrictFirst, "ആദ്യം ജില്ല തിരഞ്ഞെടുക്കുക"),
  pair(filters.search, "തിരയുക"),
  pair(filters.clear, "മായ്ക്കുക"),
  pair(filters.verifiedOnly, "'പരിശോധിച്ചു' എന്ന അടയാളമുള്ളവർ മാത്രം"),
  pair(filters.unconfirmed, "അടുത്തിടെ ഉറപ്പാക്കാത്തവർ"),
  pair(filters.includeUnconfirmed, "{days} ദിവസമായി ഉറപ്പാക്കാത്തവരെയും കാണിക്കുക"),
  pair(filters.showHelpers, { one: "1 സഹായിയെ കാണിക്കുക", other: "{count} സഹായികളെ കാണിക്കുക" }),
  pair(filters.helpersMatch, { one: "1 സഹായി ചേരുന്നു", other: "{count} സഹായികൾ ചേരുന്നു" }),
  pair(filters.clearField, "{label} മായ്ക്കുക"),
  pair(filters.fieldOptions, "{label}: പട്ടിക"),
  pair(emptyStates.loading, "ലോഡ് ചെയ്യുന്നു..."),
  pair(emptyStates.noResults, "ഒന്നും കണ്ടെത്തിയില്ല"),
];
