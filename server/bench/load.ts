/**
 * The load generator, run as its own process so it does not share the
 * server's event loop: autocannon against goods detail. Two mixes:
 * `every-part` walks the whole catalog (each request a different part, so no
 * cache helps), `popular` sends 80 % of the requests to a fixed 1 % of the
 * parts and the rest anywhere, as shop traffic concentrates on popular parts.
 * Prints autocannon's result, and the CPU this process used meanwhile, as JSON on the last line.
 * Usage: tsx bench/load.ts <base-url[,base-url…]> <first-goods-id> <last-goods-id> <seconds> <connections> [every-part|popular] [requests/s]
 * With requests/s, autocannon holds that rate (all connections together) instead of sending as fast as answers come:
 * CPU per request compared at one rate does not change with how many requests each wake-up finds.
 * Several base URLs (server processes without a proxy): autocannon spreads its connections over them in turn.
 */
import { createRequire } from 'node:module';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  duration: number;
}
interface RequestContext {
  path?: string;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const [baseUrl, firstIdText, lastIdText, secondsText, connectionsText, mix = 'every-part', rateText] = process.argv.slice(2);
const firstId = Number(firstIdText);
const span = Number(lastIdText) - firstId + 1;
let sequence = 0;
const popularParts = Math.max(1, Math.floor(span / 100));
// A fixed walk over the catalog (multiplicative hash), the same on every run.
const walk = (step: number, over: number) => firstId + ((step * 2654435761) % over);

const cpuBefore = process.cpuUsage();
const result = await autocannon({
  url: baseUrl!.includes(',') ? baseUrl!.split(',') : baseUrl,
  connections: Number(connectionsText ?? 32),
  duration: Number(secondsText ?? 20),
  ...(rateText ? { overallRate: Number(rateText) } : {}),
  requests: [
    {
      method: 'GET',
      setupRequest: (request: RequestContext) => {
        sequence += 1;
        const popular = mix === 'popular' && sequence % 5 !== 0;
        // Popular parts: the first 1 % of the walk's order, spread over the id range.
        const goodsId = popular ? walk(sequence % popularParts, span) : walk(sequence, span);
        return { ...request, path: `/api/goods/goodsDetail?goods_id=${goodsId}` };
      },
    },
  ],
});
// This process's own CPU while it sent the requests: the load generator's share of the machine.
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(JSON.stringify({ requestsPerSecond: result.requests.average, total: result.requests.total, latency: result.latency, non2xx: result.non2xx, errors: result.errors, duration: result.duration, cpuSeconds }));
