/**
 * The reference for the load benchmark's figures: Fastify's hello world, a process of its own started as the product
 * server is (server.ts, with the same loop probe), answering `POST /hello` with a small JSON body. What it takes at a
 * pace is what the machine, Node and Fastify cost; the product's figures beside it are what the product adds.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/readyz', async () => ({ ok: true }));
app.post('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
