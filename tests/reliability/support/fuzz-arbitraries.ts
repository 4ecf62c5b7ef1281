import fc from "fast-check";

/**
 * Generators for hostile and ordinary API requests. A request is abstract where it must point at rows that
 * only exist at run time (an existing order, a seeded accessory): it carries an index the test resolves
 * against what the database holds at that moment.
 */

export const htmlPayloads = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(document.cookie)>",
  "</textarea></title><script>fetch('//evil.test')</script>",
  "<iframe src=javascript:alert(1)>",
  '<a href="javascript:alert(1)">click</a>',
  "<!--<script>-->",
  "<style>*{display:none}</style>",
  "]]><![CDATA[<script>x</script>",
  "{{constructor.constructor('alert(1)')()}}",
];

export const sqlPayloads = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  "1; SELECT pg_sleep(10); --",
  "' UNION SELECT name, phone FROM messages --",
  "$$; DELETE FROM messages; $$",
  "\\'; TRUNCATE order_items; --",
  "%' AND 1=0 UNION ALL SELECT table_name FROM information_schema.tables --",
  "admin'/*",
  "1 AND (SELECT 1 FROM pg_sleep(5))",
];

export const unicodeSamples = [
  "ফারহানা রহমান",
  "বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা",
  "مرحبا بالعالم",
  "\u202Egnp.exe",
  "zero\u200Bwidth",
  "👩‍👩‍👧‍👦🏠✨",
  "e\u0301\u0301\u0301\u0301",
  "line\u2028separator\u2029",
  "tab\tand\r\nnewline",
  "\uFEFFbom",
  "Ｆｕｌｌｗｉｄｔｈ",
  "𝕳𝖔𝖚𝖘𝖊 42",
];

/** Characters PostgreSQL cannot store, or that are not valid UTF-16 on their own. */
export const unstorableSamples = ["nul\u0000byte", "\u0000", "lone\uD800surrogate", "\uDFFFtrail"];

const people = ["Farhana Rahman", "Tanvir Ahmed", "Nusrat Jahan", "Md. Kamal Hossain", "Sadia Islam"];
const places = [
  "House 12, Road 5, Dhanmondi, Dhaka 1205",
  "Flat 4B, House 42, Road 11, Banani, Dhaka 1213",
  "Sector 7, Uttara, Dhaka 1230",
  "Plot 17, BSCIC Industrial Estate, Tongi, Gazipur 1710",
];

const pad = (inner: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constantFrom("", " ", "  \t", "\n", "\u00A0"),
      inner,
      fc.constantFrom("", " ", "\t\n", "\u3000"),
    )
    .map(([before, value, after]) => before + value + after);

/** Text that satisfies a required-text rule of the given maximum length (after trimming). */
export function validText(maxLength: number): fc.Arbitrary<string> {
  const inner = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...people, ...places) },
    { weight: 2, arbitrary: fc.constantFrom(...htmlPayloads, ...sqlPayloads) },
    { weight: 2, arbitrary: fc.constantFrom(...unicodeSamples) },
    {
      weight: 2,
      arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: Math.min(maxLength, 60) }),
    },
    { weight: 1, arbitrary: fc.constant("x".repeat(maxLength)) },
  );
  return pad(inner).filter((value) => {
    const trimmed = value.trim();
    return trimmed.length >= 1 && trimmed.length <= maxLength;
  });
}

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** Anything at all for a text field: fine, empty, too long, huge, hostile, unstorable or of the wrong type. */
export function anyText(maxLength: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: validText(maxLength) },
    { weight: 1, arbitrary: fc.constantFrom("", " ", "\t\n ", "\u00A0\u3000") },
    {
      weight: 1,
      arbitrary: fc.integer({ min: maxLength + 1, max: maxLength + 40 }).map((n) => "y".repeat(n)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 5_000, max: 40_000 }).map((n) => "Z".repeat(n)) },
    { weight: 1, arbitrary: fc.constantFrom(...unstorableSamples) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 2, arbitrary: wrongType },
  );
}

export const validPhone = pad(fc.stringMatching(/^01[0-9]{9}$/));

export function anyPhone(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: validPhone },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        "",
        "0171122334",
        "017112233445",
        "+8801711223344",
        "01711-223344",
        "০১৭১১-২২৩৩৪৪",
        "01711\t223344",
        "01711.223344",
        "02711223344",
        "০১৭১১২২৩৩৪৪",
        "０１７１１２２３３４４",
        "01711 223344",
        "' OR 1=1 --",
        "<b>01711223344</b>",
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1_000_000_000, max: 1_999_999_999 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
    { weight: 1, arbitrary: wrongType },
  );
}

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
export const validEmail = pad(
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9](?:[a-z0-9._+-]{0,15}[a-z0-9])?$/),
      fc.array(label, { minLength: 1, maxLength: 2 }),
      fc.stringMatching(/^[a-z]{2,6}$/),
    )
    .filter(([local]) => !local.includes(".."))
    .map(([local, labels, tld]) => `${local}@${labels.join(".")}.${tld}`),
);

/** undefined means the key is left out of the body. */
export function anyEmail(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validEmail },
    { weight: 2, arbitrary: fc.constantFrom(undefined, null, "", "   ") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "plainaddress",
        "two@@example.com",
        "spaces in@example.com",
        "<script>@example.com",
        "a@b",
        "@example.com",
        "farhana@",
        "' OR 1=1 --@x.com",
        `${"l".repeat(250)}@example.com`,
      ),
    },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: wrongType.filter((value) => value !== null) },
  );
}

export const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc
        .string({ minLength: 1, maxLength: 12 })
        .filter((key) => !["__proto__", "constructor", "prototype"].includes(key)),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 4 },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { _id: "00000000-0000-4000-8000-000000000000" },
      { status: "delivered", total: -1 },
      { rate: 1, lineTotal: 1 },
      { isAdmin: true, role: "admin" },
      { createdAt: "1970-01-01T00:00:00.000Z" },
    ),
  },
);

/** How the body travels: the JSON itself, broken JSON, a non-object, or another content type. */
export type Transport =
  | { kind: "json"; contentType: string }
  | { kind: "broken"; cut: number; junk: string }
  | { kind: "non-object"; value: string }
  | { kind: "poisoned"; value: string }
  | { kind: "wrong-type"; contentType: string }
  | { kind: "no-content-type" }
  | { kind: "empty" };

export const transport: fc.Arbitrary<Transport> = fc.oneof(
  {
    weight: 20,
    arbitrary: fc
      .constantFrom("application/json", "application/json; charset=utf-8", "application/json;charset=UTF-8")
      .map((contentType) => ({ kind: "json" as const, contentType })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("broken" as const),
      cut: fc.nat(),
      junk: fc.constantFrom("", "}", ",", "\u0000", "'", "\\", "{{", "\uD800"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("[]", "[{}]", "0", "-1", '"text"', "true", "null", "1e999")
      .map((value) => ({ kind: "non-object" as const, value })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '{"__proto__": {"isAdmin": true}}',
        '{"constructor": {"prototype": {"isAdmin": true}}}',
        '{"name": "a", "__proto__": {"name": "b"}}',
      )
      .map((value) => ({ kind: "poisoned" as const, value })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        "text/plain",
        "text/html",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=----x",
        "application/xml",
        "application/octet-stream",
        "image/png",
      )
      .map((contentType) => ({ kind: "wrong-type" as const, contentType })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "no-content-type" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "empty" as const }) },
);

export const pageValue: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 8 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 999_999_999 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, "") },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "0",
      "-1",
      "1.5",
      "abc",
      "1e3",
      "01",
      "0x10",
      " 1",
      "1 ",
      "+1",
      "1_000",
      "١",
      "１",
      "NaN",
      "Infinity",
      "-0",
      "1000000000",
      "100000000000000000000",
      "1;DROP TABLE accessories",
      "<script>alert(1)</script>",
      "' OR 1=1 --",
      "\u0000",
      "true",
      "[]",
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

export type IdChoice =
  | { kind: "existing"; index: number; form: "plain" | "upper" | "padded" }
  | { kind: "literal"; value: unknown };

export const idLiterals: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "",
      "not-an-id",
      "12345",
      "64f1c2a9e4b0a1b2c3d4e5f6",
      "00000000-0000-0000-0000-000000000000",
      "' OR 1=1 --",
      "<script>alert(1)</script>",
      "../../etc/passwd",
      "%00",
      "a".repeat(65),
      "a".repeat(300),
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: wrongType },
);

export function idChoice(existingWeight: number): fc.Arbitrary<IdChoice> {
  return fc.oneof(
    {
      weight: existingWeight,
      arbitrary: fc.record({
        kind: fc.constant("existing" as const),
        index: fc.nat(),
        form: fc.constantFrom("plain" as const, "plain" as const, "upper" as const, "padded" as const),
      }),
    },
    { weight: 2, arbitrary: idLiterals.map((value) => ({ kind: "literal" as const, value })) },
  );
}

export const quantityValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 99 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      0,
      -1,
      100,
      1000,
      1.5,
      99.0001,
      -0.5,
      2 ** 31,
      2 ** 53,
      Number.MAX_VALUE,
      1e-300,
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom("3", "1; DROP TABLE order_items", null, true, [2], { value: 2 }, ""),
  },
  { weight: 1, arbitrary: fc.double() },
);

export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  // A small shared pool, so replays and conflicting reuses happen often.
  { weight: 3, arbitrary: fc.constantFrom("checkout-key-0001", "checkout-key-0002", "checkout-key-0003") },
  { weight: 2, arbitrary: fc.stringMatching(/^[\x21-\x7e]{8,128}$/) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "",
      "short",
      "has space in it",
      "x".repeat(129),
      "tab\tinside-key",
      "ünïcödé-key-1",
    ),
  },
);
