// The script of a page served as islands (loaded once the page has been painted: see the server's
// scripts-after-paint.ts): it hydrates each island of the server's HTML as a React root
// of its own, when its `data-island-load` says, and gives the header its behaviour (scroll state,
// menus) and section links theirs with no React. React and an island's code are fetched only when the
// first island starts, so a page whose islands are out of view runs no more than this file.
import { ISLAND_ATTRIBUTES, type IslandLoad } from '../components/islands/island-attributes.ts';
import { followHeaderScroll } from '../lib/header-scroll.ts';
import { followSectionLinkClick, SECTION_LINK_ATTRIBUTE } from '../lib/section-link.ts';
import { enhanceMenuButtons } from '../components/ui/menu-button-behaviour.ts';
import { enhanceSheets } from '../components/ui/sheet-behaviour.ts';
import { restorePageAddress } from '../lib/page-address.ts';
import { playVideoCard } from '../components/video-card-behaviour.ts';
import { sendPageTimeOnLeave } from './page-time-beacon.ts';
import { islandModules } from './island-modules.ts';

const started = new WeakSet<Element>();
let othersStarted = false;

/** Hydrates one island's wrapper with its component and props; marks it `data-island-ready` once hydrated. */
async function hydrate(element: HTMLElement): Promise<void> {
  if (started.has(element)) return;
  started.add(element);
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) ?? '';
  const load = islandModules.get(name);
  if (!load) throw new Error(`No island is named ${name}`);
  if (element.getAttribute(ISLAND_ATTRIBUTES.load) !== 'with-others') startOthers();
  const [{ default: Component }, { createElement, startTransition }, { hydrateRoot }, { IslandRoot }] = await Promise.all([
    load(),
    import('react'),
    import('react-dom/client'),
    import('../components/islands/island.tsx'),
  ]);
  const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as Record<string, unknown>;
  const onReady = () => element.setAttribute(ISLAND_ATTRIBUTES.ready, 'true');
  // In a transition, React hydrates in slices of a few ms and yields between them, instead of holding the
  // main thread for the whole island; a click on a part not yet
  // hydrated makes React hydrate that part first and then replays it.
  startTransition(() => {
    hydrateRoot(element, createElement(IslandRoot, { onReady, children: createElement(Component, props) }), {
      identifierPrefix: element.getAttribute(ISLAND_ATTRIBUTES.idPrefix) ?? undefined,
    });
  });
}

/** Starts the islands that wait for another one (React is being fetched anyway). */
function startOthers(): void {
  if (othersStarted) return;
  othersStarted = true;
  for (const element of islands('with-others')) void hydrate(element);
}

function islands(load: IslandLoad): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}][${ISLAND_ATTRIBUTES.load}="${load}"]`)];
}

/** Hydrates `element` at the first sign that someone is about to use it: the pointer over it, a touch, focus. */
function onIntent(element: HTMLElement): void {
  const start = () => void hydrate(element);
  // Reached for before this script arrived: someone is typing in it, or pointing at it.
  if (element.contains(document.activeElement) || element.querySelector(':hover')) return start();
  // A touch on a phone brings pointerover before pointerdown; a keyboard brings focus.
  for (const type of ['pointerover', 'pointerdown', 'focusin']) element.addEventListener(type, start, { once: true, capture: true });
}

/** Hydrates `element` when it comes within 300 px of the viewport, or at once when touched or focused. */
function whenNear(element: HTMLElement, observer: IntersectionObserver): void {
  // The wrapper has no box of its own (display: contents) and its first child may have none either
  // (a preload link React put first): every child is watched, and the first to come near starts it.
  for (const child of element.children) observer.observe(child);
  onIntent(element);
}

/** Section links in static sections scroll to their section, as they do in the app; video cards load their player. */
function followStaticClicks(): void {
  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest(`a[${SECTION_LINK_ATTRIBUTE}]`) : null;
    if (anchor) followSectionLinkClick(event, anchor);
    // An article's video card loads its player on this click, and not before.
    playVideoCard(event.target);
  });
}

function start(): void {
  document.documentElement.dataset.islands = 'started';
  restorePageAddress();
  // The header's controls at once, with no React: its scroll state, its menu button and its sheet.
  followHeaderScroll(document);
  enhanceMenuButtons(document);
  enhanceSheets(document);
  followStaticClicks();
  sendPageTimeOnLeave();
  for (const element of islands('now')) void hydrate(element);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const island = entry.target.parentElement?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
        if (!island) continue;
        for (const child of island.children) observer.unobserve(child);
        void hydrate(island);
      }
    },
    { rootMargin: '300px' },
  );
  for (const element of islands('visible')) whenNear(element, observer);
  // A form works as a form post until then, and a phone's first seconds stay free of React.
  for (const element of islands('interaction')) onIntent(element);
  const idle = islands('idle');
  if (idle.length > 0) {
    const later = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 200));
    later(() => idle.forEach((element) => void hydrate(element)));
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
