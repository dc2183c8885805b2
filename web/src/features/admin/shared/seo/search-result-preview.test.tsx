// @vitest-environment happy-dom
import { snippetPreview } from '@app/seo-analysis';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchResultPreview } from './search-result-preview.tsx';

const TITLE = 'Plumber reviews: how local customers find you and why every single review counts | LocalRank';
const DESCRIPTION =
  'Plumber reviews bring local customers: five simple ways to ask for them, answer them and show them on your Google profile every week.';

describe('SearchResultPreview', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("shows the title and description cut as snippetPreview cuts them, desktop's first and mobile's on the toggle", () => {
    const cut = snippetPreview(TITLE, DESCRIPTION);
    expect(cut.title).toMatch(/ …$/);
    expect(cut.descriptionMobile).not.toBe(cut.descriptionDesktop);
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() => root.render(<SearchResultPreview title={TITLE} description={DESCRIPTION} path="/blog/plumber-reviews" />));
    const texts = () => [...host.querySelectorAll('p')].map((p) => p.textContent);
    expect(texts()).toContain(cut.title);
    expect(texts()).toContain(cut.descriptionDesktop);
    const mobile = [...host.querySelectorAll('button')].find((button) => button.textContent === 'Mobile')!;
    expect(mobile.getAttribute('aria-pressed')).toBe('false');
    act(() => mobile.click());
    expect(mobile.getAttribute('aria-pressed')).toBe('true');
    expect(texts()).toContain(cut.descriptionMobile);
    expect(texts()).not.toContain(cut.descriptionDesktop);
    act(() => root.unmount());
  });
});
