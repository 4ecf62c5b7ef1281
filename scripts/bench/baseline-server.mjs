/**
 * The ceiling for `npm run bench:api`: Node's bare http module answering prepared bytes from memory, with
 * no routing framework, validation, headers or database. Reads its answers as JSON from stdin.
 */
import http from "node:http";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const answers = new Map(
  Object.entries(JSON.parse(input)).map(([key, answer]) => [
    key,
    { ...answer, body: Buffer.from(answer.body, "base64") },
  ]),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  request.resume();
  request.on("end", () => {
    if (!answer) return response.writeHead(404).end();
    response.writeHead(answer.status, {
      "content-type": answer.contentType,
      ...(answer.contentEncoding ? { "content-encoding": answer.contentEncoding } : {}),
      "content-length": answer.body.length,
    });
    response.end(answer.body);
  });
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
