import type { FastifyInstance } from 'fastify';

/**
 * Every path a running app has a route for (read from Fastify's printRoutes tree, so a route added anywhere is
 * listed without editing a test), parameters filled with a sample value (`:id` → `1`, `*` → `x`).
 */
export function serverRoutePaths(app: FastifyInstance): string[] {
  const prefixes: string[] = [];
  const paths = new Set<string>();
  for (const line of app.printRoutes().split('\n')) {
    const at = line.indexOf('── ');
    if (at === -1) continue;
    const depth = (at - 1) / 4;
    const text = line.slice(at + 3);
    const methods = /^(.*?) \(([A-Z, ]+)\)$/.exec(text);
    const full = `${prefixes[depth - 1] ?? ''}${methods ? methods[1] : text}`;
    prefixes[depth] = full;
    prefixes.length = depth + 1;
    if (methods) paths.add(full.replace(/:\w+/g, '1').replace(/\*/g, 'x'));
  }
  return [...paths];
}
