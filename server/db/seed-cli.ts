import { loadConfig } from "../config";
import { openDatabase } from "./database";
import { resetDatabase, seedCatalogueToCount, seedCatalogueWhenEmpty } from "./seed";
import { SEED_COUNT_MAX } from "../../common/limits";

const command = process.argv[2];
const countAt = process.argv.indexOf("--count");
const count = countAt === -1 ? undefined : Number(process.argv[countAt + 1]);
if (
  (command !== "seed" && command !== "reset") ||
  (count !== undefined && (!Number.isInteger(count) || count < 1 || count > SEED_COUNT_MAX))
) {
  console.error(
    `Usage: seed-cli.ts seed [--count N] | reset   (N: the catalogue's size, 1 to ${SEED_COUNT_MAX.toLocaleString("en")})`,
  );
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  let inserted =
    command === "reset" ? await resetDatabase(database.db) : await seedCatalogueWhenEmpty(database.db);
  // --count N: generated accessories until the catalogue holds N (for measuring at scale).
  if (count !== undefined) inserted += await seedCatalogueToCount(database.db, count);
  console.log(
    inserted > 0
      ? `Seeded ${inserted} accessories (${database.kind}).`
      : `The catalogue already has accessories; nothing to seed (${database.kind}).`,
  );
} finally {
  await database.close();
}
