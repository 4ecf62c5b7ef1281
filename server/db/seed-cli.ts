import { loadConfig } from "../config";
import { openDatabase } from "./database";
import { resetDatabase, seedCatalogueWhenEmpty } from "./seed";

const command = process.argv[2];
if (command !== "seed" && command !== "reset") {
  console.error("Usage: seed-cli.ts seed|reset");
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const inserted =
    command === "reset" ? await resetDatabase(database.db) : await seedCatalogueWhenEmpty(database.db);
  console.log(
    inserted > 0
      ? `Seeded ${inserted} accessories (${database.kind}).`
      : `The catalogue already has accessories; nothing to seed (${database.kind}).`,
  );
} finally {
  await database.close();
}
