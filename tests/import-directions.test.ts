import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import directions of the architecture are lint rules (eslint.config.js); these cases prove the
 * rules bite. Each lints a one-line module placed where the case says, importing a real module.
 */
const eslint = new ESLint();

async function restrictedImports(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(
    `import * as imported from "${specifier}";\nexport default imported;\n`,
    {
      filePath,
    },
  );
  return result.messages
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("import directions", () => {
  it.each([
    ["common/example.ts", "../server/config"],
    ["common/example.ts", "../app/lib/seo"],
    ["server/example.ts", "../app/lib/seo"],
    ["app/components/example.tsx", "~/features/contact"],
    ["app/lib/example.ts", "~/routes/home"],
    ["app/features/home/example.tsx", "~/features/contact"],
    ["app/features/home/example.tsx", "~/features/admin/auth/sign-in-form"],
    ["app/features/admin/example/example.tsx", "~/features/home/home-hero"],
    ["app/features/home/example.tsx", "~/routes/home"],
    ["app/routes/example.tsx", "~/features/admin/auth/sign-in-form"],
    ["app/routes/admin/example.tsx", "../../../server/admin/orders/order-admin-service"],
    ["app/lib/example.ts", "../../server/config"],
  ])("%s may not import %s", async (filePath, specifier) => {
    expect(await restrictedImports(filePath, specifier)).toHaveLength(1);
  });

  it.each([
    ["common/example.ts", "../content/site"],
    ["server/example.ts", "../common/format"],
    ["app/features/home/example.tsx", "~/components/contact-button"],
    ["app/features/home/example.tsx", "~/lib/cart"],
    ["app/features/home/example.tsx", "./home-hero"],
    ["app/features/admin/example/example.tsx", "~/features/admin/auth/sign-in-form"],
    ["app/routes/example.tsx", "~/features/contact"],
    ["app/routes/admin/example.tsx", "~/features/admin/auth/sign-in-form"],
    ["app/routes/admin/example.tsx", "../../../common/order-filters"],
  ])("%s may import %s", async (filePath, specifier) => {
    expect(await restrictedImports(filePath, specifier)).toEqual([]);
  });
});
