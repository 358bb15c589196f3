// The yardstick: a bare Fastify server answering a constant JSON body, no database, no plugins.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('baseline ready');
