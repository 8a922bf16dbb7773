/**
 * The search filters' words by key, in English (see en/shell.ts): the home page's search form
 * and the filter panels of /search and /category, and the fields' lists. Their Malayalam is in
 * ml/filters.ts.
 */

export const findHelpers = "Find helpers";
export const district = "District";
export const constituency = "Constituency";
export const age = "Age";
export const religion = "Religion";
export const gender = "Gender";
/** The genders as the API sends them (constants.ts GENDERS), shown in the page's language. */
export const female = "Female";
export const male = "Male";
export const otherGender = "Other";
export const shift = "Shift";
export const expertise = "Expertise";
export const language = "Language";
export const experience = "Experience";
export const verified = "Verified";
/** A field's placeholder: `field` is the field's name in lower case. */
export const anyField = "Any {field}";
export const chooseDistrictFirst = "Choose a district first";
export const search = "Search";
export const clear = "Clear";
export const verifiedOnly = "Verified helpers only";
/** The switch that also lists helpers who have not confirmed lately (decision 045). */
export const unconfirmed = "Not confirmed lately";
export const includeUnconfirmed = "Also show helpers not confirmed for {days} days";
export const showHelpers = { one: "Show 1 helper", other: "Show {count} helpers" };
export const helpersMatch = { one: "1 helper matches", other: "{count} helpers match" };
/** A list field's buttons. */
export const clearField = "Clear {label}";
export const fieldOptions = "{label} options";
