import { describe, expect, it } from 'vitest';
import { parseWrk, wrkMs } from './wrk.ts';

// What wrk 4.1 printed on this machine for a one-second run against GET /blog.
const CLEAN = `Running 1s test @ http://127.0.0.1:3400/blog
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.45ms  590.85us  13.62ms   86.09%
    Req/Sec     7.05k     1.02k    8.58k    70.00%
  Latency Distribution
     50%    1.33ms
     75%    1.60ms
     90%    1.90ms
     99%    3.64ms
  7023 requests in 1.00s, 438.37MB read
Requests/sec:   7008.44
Transfer/sec:    437.46MB
`;

describe('wrk output', () => {
  it('gives requests per second, p50, p99 and the request count', () => {
    expect(parseWrk(CLEAN)).toEqual({ rps: 7008, p50: 1.33, p99: 3.64, errors: 0, requests: 7023 });
  });

  it('counts socket errors and answers other than 2xx or 3xx as errors', () => {
    const failing = CLEAN.replace(
      '  7023 requests',
      '  Socket errors: connect 0, read 2, write 0, timeout 3\n  Non-2xx or 3xx responses: 5\n  7023 requests',
    );
    expect(parseWrk(failing).errors).toBe(10);
  });

  it('reads microseconds, milliseconds and seconds', () => {
    expect(wrkMs('812.00us')).toBe(0.81);
    expect(wrkMs('2.45ms')).toBe(2.45);
    expect(wrkMs('1.02s')).toBe(1020);
  });

  it('refuses output it cannot read rather than report a made-up figure', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/could not read/);
    expect(() => wrkMs('3 fortnights')).toThrow(/does not document/);
  });
});
