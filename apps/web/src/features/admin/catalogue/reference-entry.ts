import { type ReferenceListName, referenceListNames } from "@sahayi/contract/admin/catalogue";

/** Whether the address names one of the reference lists. */
export const isListName = (name: string | undefined): name is ReferenceListName =>
  (referenceListNames as readonly string[]).includes(name ?? "");

/** The add form's inputs as typed: a select's id and a number are text until sent. */
export interface EntryInputs {
  name: string;
  nameMl: string;
  districtId: string;
  number: string;
}

/**
 * An entry's two names, as adding and renaming both send them: the server saves what is sent,
 * so a Malayalam name left empty is saved as none.
 */
export const namesBody = ({ name, nameMl }: Pick<EntryInputs, "name" | "nameMl">) => ({
  name,
  name_ml: nameMl,
});

/**
 * The body that adds an entry: its names; a constituency also its district and number, left
 * out while not chosen (or 0), so the server names what is missing.
 */
export function entryBody(list: ReferenceListName, inputs: EntryInputs) {
  if (list !== "constituencies") return namesBody(inputs);
  return {
    ...namesBody(inputs),
    district_id: Number(inputs.districtId) || undefined,
    number: Number(inputs.number) || undefined,
  };
}
