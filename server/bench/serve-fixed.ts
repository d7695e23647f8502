/**
 * The floor of the goods-detail benchmark: a bare node:http server that answers every request with the
 * same goods-detail answer (bytes given on the command line's file), no framework, no database. What
 * autocannon and Node's HTTP cost per request on this machine, whatever the app does.
 * Usage: tsx bench/serve-fixed.ts <answer-file> <port>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [answerFile, portText] = process.argv.slice(2);
if (!answerFile || !portText) throw new Error('Usage: tsx bench/serve-fixed.ts <answer-file> <port>');
const body = readFileSync(answerFile);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.byteLength });
  response.end(body);
});
server.listen(Number(portText), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
