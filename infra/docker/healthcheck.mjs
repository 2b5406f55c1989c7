// Container healthcheck for the Node image, which ships neither curl nor wget.
//   node infra/docker/healthcheck.mjs http://127.0.0.1:4000/readyz   healthy on a 2xx answer
//   node infra/docker/healthcheck.mjs redis                           healthy when REDIS_URL answers PING
// Exit 0 means healthy, 1 unhealthy, 64 a wrong invocation (so a typo in
// compose shows up as a usage message in `docker inspect`, not as "unhealthy").

const TIMEOUT_MS = Number(process.env.HEALTHCHECK_TIMEOUT_MS ?? 4000);
const target = process.argv[2];

async function checkHttp(url) {
  // Apollo Server refuses GET operations without a non-simple header (CSRF
  // prevention); the header is harmless for plain endpoints like /readyz.
  const res = await fetch(url, { headers: { 'apollo-require-preflight': 'true' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
}

async function checkRedis(url) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: TIMEOUT_MS,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    const pong = await redis.ping();
    if (pong !== 'PONG') throw new Error(`redis answered ${pong}`);
  } finally {
    redis.disconnect();
  }
}

function usage() {
  console.error('usage: node infra/docker/healthcheck.mjs <http(s)-url> | redis');
  process.exit(64);
}

let check;
if (target === 'redis') {
  if (!process.env.REDIS_URL) {
    console.error('REDIS_URL is not set');
    process.exit(64);
  }
  check = () => checkRedis(process.env.REDIS_URL);
} else if (/^https?:\/\//.test(target ?? '')) {
  check = () => checkHttp(target);
} else {
  usage();
}

try {
  await check();
  process.exit(0);
} catch (err) {
  console.error(`unhealthy: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
