// The most any Node server can do for "/" on this machine: node:http answering every request with the
// bytes and headers our server sends for "/" (captured by `curl -D`), no framework and no work per
// request. With a second argument of 2 it runs two such processes behind Node's cluster module, the
// most Node gets from this machine's two cores while the load generator shares them.
//
//   node bench/same-bytes-server.mjs <port> <workers> <body file> <headers file>
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, workers, bodyFile, headersFile] = process.argv.slice(2);

/** Headers Node writes itself, or that belong to one connection rather than to the answer. */
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** The status line's code and the headers of a `curl -D` dump, as a flat name, value list. */
function capturedAnswer(text) {
  const [statusLine = "", ...lines] = text.split(/\r?\n/);
  const headers = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    if (!PER_CONNECTION.has(name.toLowerCase())) headers.push(name, line.slice(colon + 1).trim());
  }
  return { status: Number(statusLine.split(" ")[1]), headers };
}

if (cluster.isPrimary && Number(workers) > 1) {
  for (let i = 0; i < Number(workers); i += 1) cluster.fork();
} else {
  const body = readFileSync(bodyFile);
  const { status, headers } = capturedAnswer(readFileSync(headersFile, "utf8"));
  const server = createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(port), "127.0.0.1");
}
