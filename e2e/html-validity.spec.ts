import { expect, test } from '@playwright/test';
import { htmlValidator, publicPagePaths } from './support/html-validity.ts';

test('every public page is served as valid HTML', async ({ request }) => {
  const paths = await publicPagePaths(request);
  // The static pages, the blog's nine articles and the not-found page at least.
  expect(paths.length).toBeGreaterThanOrEqual(22);
  const problems: string[] = [];
  for (const path of paths) {
    const res = await request.get(path);
    expect([200, 404], path).toContain(res.status());
    expect(res.headers()['content-type'], path).toContain('text/html');
    const report = await htmlValidator.validateString(await res.text(), path);
    for (const result of report.results) {
      for (const message of result.messages)
        problems.push(`${path}:${message.line}:${message.column} [${message.ruleId}] ${message.message}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
