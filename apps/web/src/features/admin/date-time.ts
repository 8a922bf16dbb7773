/** A moment as the console shows it in tables and pages: Indian date and time order. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString("en-IN");
