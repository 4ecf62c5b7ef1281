import { build } from "./build-steps.mjs";

await build();
