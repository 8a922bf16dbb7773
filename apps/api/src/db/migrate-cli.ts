import { loadConfig } from "../config.ts";
import { databaseTarget, openDatabase } from "./client.ts";

const database = await openDatabase(databaseTarget(loadConfig()));
await database.migrate();
await database.close();
process.stdout.write("Migrations applied.\n");
