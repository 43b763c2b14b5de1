// The ceiling for `npm run bench`: a plain Node http server that answers every
// request with the same static body of BODY_BYTES bytes (the size of the
// products API's response), so the gap to it is what Next, React and the
// database cost. Prints "listening <port>" once ready.
import http from "node:http";

const bytes = Number(process.argv[2] || 1024);
const body = Buffer.alloc(bytes, "x");
body.write('{"ceiling":"');
body.write('"}', bytes - 2);

const server = http.createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "application/json", "Content-Length": bytes });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
