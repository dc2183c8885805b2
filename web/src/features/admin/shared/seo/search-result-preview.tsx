import { snippetPreview } from '@app/seo-analysis';
import { PRODUCT_NAME } from '@app/contracts';
import { useId, useState } from 'react';
import { resultBreadcrumbs } from './result-url.ts';

type Device = 'Desktop' | 'Mobile';
const DEVICES: readonly Device[] = ['Desktop', 'Mobile'];

/**
 * How the page could look in Google's results on desktop or mobile (a toggle): the site's name, the address as
 * breadcrumbs, the title and the description cut exactly where snippetPreview cuts them (by width in pixels, in
 * Arial as Google sets them: a 600 px title; a description of 920 px on desktop, 680 px on mobile).
 */
export function SearchResultPreview({ title, description, path }: { title: string; description: string; path: string }) {
  const id = useId();
  const [device, setDevice] = useState<Device>('Desktop');
  const snippet = snippetPreview(title, description);
  const mobile = device === 'Mobile';
  return (
    <figure aria-labelledby={`${id}-caption`} className="grid gap-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-caption`} className="text-sm font-semibold text-white">
          Search result preview
        </span>
        <span role="group" aria-label="Search result device" className="flex gap-1 rounded-lg bg-night-700 p-1">
          {DEVICES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={device === name}
              onClick={() => setDevice(name)}
              className="rounded-md px-3 py-1 text-xs font-medium text-slate-300 aria-pressed:bg-white aria-pressed:text-night"
            >
              {name}
            </button>
          ))}
        </span>
      </figcaption>
      <div
        className={`rounded-xl bg-white p-4 text-left ${mobile ? 'max-w-[360px]' : 'max-w-[632px]'}`}
        style={{ fontFamily: 'Arial, "Liberation Sans", sans-serif' }}
      >
        <p className="text-sm text-[#202124]">{PRODUCT_NAME}</p>
        <p className="truncate text-xs text-[#4d5156]">{resultBreadcrumbs(window.location.origin, path)}</p>
        <p className="mt-1 text-[20px] leading-[26px] text-[#1a0dab]">{snippet.title}</p>
        <p className="mt-1 text-[14px] leading-[22px] text-[#4d5156]">{mobile ? snippet.descriptionMobile : snippet.descriptionDesktop}</p>
      </div>
    </figure>
  );
}
