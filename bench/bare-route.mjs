// The load benchmark's baseline, run as its own process: a bare Fastify server whose routes answer the
// JSON bodies found in the file BENCH_BODIES (route name -> body), serialised on every request.
// Listens on loopback at PORT and prints "ready" when listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES ?? '', 'utf8'));
const app = Fastify({ logger: false });
for (const [name, body] of Object.entries(bodies)) app.post(`/${name}`, async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
