/**
 * The unit and API test files CI runs on the machine's Node only, not again on the other Node lines: their
 * subject does not change with the runtime. Every other file runs on every line: start-up and configuration,
 * HTTP and sockets, the pages rendered on the server, both database drivers and the cluster's notifications,
 * crypto, passwords and the photo pipeline's native addons, child processes and signals, mail and the HTTP
 * clients of the couriers and SMS gateways, Intl in common/. Prints one glob per line, for `vitest --exclude`.
 */
export const runtimeIndependent = [
  // Components render in jsdom: the DOM is jsdom's and the browser runs them, not Node. The pages' server
  // rendering runs on every line through tests/reliability (hardening, hostile clients, page cache) and
  // tests/back-office/open-forms.
  { glob: "app/**", why: "components in jsdom" },
  { glob: "content/**", why: "the site's texts checked for shape and translation" },
  // Generated inputs against the same server code the API suites cover on every line; what it proves is the
  // contract, not the runtime.
  { glob: "tests/reliability/fuzz.test.ts", why: "the API contract over generated inputs" },
  // The outbox worker's crash safety (SIGKILL, lease, exactly once) runs on every line in
  // server/outbox/notification-crash.test.ts; the SMS one is the same worker with another channel.
  { glob: "server/outbox/sms-crash.test.ts", why: "same worker and lease as notification-crash" },
  // The back office's and the shop's business rules (order workflow, messages, reports and their totals,
  // reconciliation, the dashboard, delivery charges, stock, tracking, bulk booking) reach the runtime only
  // through facets the remaining files prove on every line: requests through Fastify, queries through both
  // database drivers, the outbox. Their subject is the rule, which no Node line changes.
  { glob: "server/admin/{orders,messages,reports,reconcile,dashboard}/**", why: "business rules" },
  { glob: "server/{delivery,stock,tracking}/**", why: "business rules" },
  { glob: "tests/back-office/{bulk-booking,report-pages}.test.ts", why: "business rules" },
  // 50 checkouts at once stay on every line in server/routes/checkout-concurrency.test.ts.
  { glob: "tests/reliability/concurrency.test.ts", why: "the same race as checkout-concurrency" },
  { glob: "tests/import-directions.test.ts", why: "ESLint's rules on the source" },
  { glob: "tests/deploy/**", why: "the nginx example's text" },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { glob } of runtimeIndependent) console.log(glob);
}
