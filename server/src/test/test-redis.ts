/**
 * The Redis the tests use: TEST_REDIS_URL, else the local one (CI starts it; `redis-server` on
 * 127.0.0.1:6379 for a developer). Tests keep their keys apart with unique names.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
