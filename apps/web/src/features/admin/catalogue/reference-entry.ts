import { type ReferenceListName, referenceListNames } from "@sahayi/contract/admin/catalogue";

/** Whether the address names one of the reference lists. */
export const isListName = (name: string | undefined): name is ReferenceListName =>
  (referenceListNames as readonly string[]).includes(name ?? "");

/** The add form's inputs as typed: a select's id and a number are text until sent. */
export interface EntryInputs {
  name: string;
  districtId: string;
  number: string;
}

/**
 * The body that adds an entry: its name; a constituency also its district and number, left
 * out while not chosen (or 0), so the server names what is missing.
 */
export function entryBody(list: ReferenceListName, inputs: EntryInputs) {
  if (list !== "constituencies") return { name: inputs.name };
  return {
    name: inputs.name,
    district_id: Number(inputs.districtId) || undefined,
    number: Number(inputs.number) || undefined,
  };
}
