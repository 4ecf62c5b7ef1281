/**
 * The unit and API test files CI runs on the machine's Node only, not again on the other Node lines: their
 * subject does not change with the runtime. Every other file (the server, its database drivers, crypto and
 * native addons, child processes, sockets, fetch to the couriers and gateways, Intl in common/, the pages
 * rendered on the server) runs on every line. Prints one glob per line, for `vitest --exclude`.
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
  { glob: "tests/import-directions.test.ts", why: "ESLint's rules on the source" },
  { glob: "tests/deploy/**", why: "the nginx example's text" },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { glob } of runtimeIndependent) console.log(glob);
}
