import "@testing-library/jest-dom/vitest";
import { afterEach, beforeEach } from "vitest";
import { finishTest, installConsoleGuard, startTest } from "./helpers/console-guard";

installConsoleGuard();
beforeEach(startTest);
afterEach(finishTest);
