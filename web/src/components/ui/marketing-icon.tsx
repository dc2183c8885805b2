import { LineIcon } from './line-icon.tsx';
/** The names of the line icons the marketing pages draw (and the page builder offers); each is a 24×24 stroke drawing. */
export type MarketingIconName = keyof typeof paths;

const paths = {
  sparkles: 'M12 3l1.7 5.3L19 10l-5.3 1.7L12 17l-1.7-5.3L5 10l5.3-1.7zM18.5 15.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z',
  calendar: 'M4.5 6h15v14h-15zM4.5 10h15M8.5 3.5V7M15.5 3.5V7M8 14h2M12 14h2M16 14h.01M8 17h2M12 17h2',
  grid: 'M4 4h4.5v4.5H4zM9.75 4h4.5v4.5h-4.5zM15.5 4H20v4.5h-4.5zM4 9.75h4.5v4.5H4zM9.75 9.75h4.5v4.5h-4.5zM15.5 9.75H20v4.5h-4.5zM4 15.5h4.5V20H4zM9.75 15.5h4.5V20h-4.5zM15.5 15.5H20V20h-4.5z',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
  smile: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8.5 14a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01',
  report: 'M6 3h9l4 4v14H6zM15 3v4h4M9.5 17v-3M12.5 17v-6M15.5 17v-4.5',
  palette:
    'M12 3a9 9 0 0 0 0 18c1.1 0 1.7-.9 1.2-1.9-.6-1.2.2-2.6 1.6-2.6H17a4 4 0 0 0 4-4c0-5-4-9.5-9-9.5zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01M17 11h.01',
  library: 'M4 20h16M5.5 17V9M9.5 17V9M14.5 17V9M18.5 17V9M3.5 7L12 3l8.5 4z',
  'search-gap': 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.3 15.3L20 20M8 10.5h5',
  binoculars:
    'M6.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM17.5 20a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM10 16.5h4M3 16.5l2-10h3l1 6M21 16.5l-2-10h-3l-1 6M9.5 9h5',
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5a2 2 0 0 0 4 0',
  buildings: 'M3.5 21V8l6-3v16M9.5 21V3l11 4v14M2.5 21h19M13 10h4M13 13.5h4M13 17h4M6 11v.01M6 14.5v.01',
  key: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.3 15.3L20 20M8 10.5h5M10.5 8v5',
  'map-check': 'M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11zM9.5 10l2 2 3.5-3.5',
  camera: 'M4 7.5h3.5L9 5h6l1.5 2.5H20v11.5H4zM12 10a3.25 3.25 0 1 0 0 6.5 3.25 3.25 0 0 0 0-6.5z',
  question: 'M4 5h16v11H9.5L5 19.5V16H4zM9.8 8.8a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.5M12 14.2h.01',
  code: 'M8.5 7.5L4 12l4.5 4.5M15.5 7.5L20 12l-4.5 4.5M13.5 5l-3 14',
  'chart-line': 'M4 4v16h16M7.5 15l3.5-4 3 2.5L19.5 7',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5V12l3 2',
  trophy: 'M7.5 4h9v5a4.5 4.5 0 0 1-9 0zM7.5 6H4.5a3 3 0 0 0 3 4M16.5 6h3a3 3 0 0 1-3 4M12 13.5V17M8.5 20.5h7M9.5 17h5v3.5h-5z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  target: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM12 11.5a.5.5 0 1 0 0 1 .5.5 0 0 0 0-1z',
  shield: 'M12 3l7.5 3v6c0 4.5-3.2 7.8-7.5 9-4.3-1.2-7.5-4.5-7.5-9V6zM9 12l2 2 4-4',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14a6.5 6.5 0 0 1 3.5 6',
  store:
    'M4 10v10h16V10M3 4.5h18l-1 5.5H4zM9.5 20v-5.5h5V20M8.5 10a3.5 3.5 0 0 1-4.5 0M15.5 10a3.5 3.5 0 0 0 4.5 0M8.5 10a3.5 3.5 0 0 0 7 0',
  briefcase: 'M4 7.5h16V20H4zM9 7.5V5h6v2.5M4 12.5h16M11 12.5v2h2v-2',
  tag: 'M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9zM8 8h.01',
  'map-pins':
    'M8 13s-4.5-4-4.5-7.5a4.5 4.5 0 0 1 9 0C12.5 9 8 13 8 13zM17 21s-4.5-4-4.5-7.5a4.5 4.5 0 0 1 9 0C21.5 17 17 21 17 21zM8 5.5h.01M17 13.5h.01',
  network:
    'M12 3.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM5 15.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM19 15.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM12 8.5v4M12 12.5l-5.5 3.5M12 12.5l5.5 3.5',
  wrench: 'M14.5 4.5a4.5 4.5 0 0 0 4.9 5.9L20.5 9.5l-6 6-8 5-2-2 5-8 6-6zM14.5 4.5l-3 3 5 5 3-3',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z',
  home: 'M3.5 11L12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5.5h4V20',
  rocket:
    'M12 15.5l-3.5-3.5C10 7 13.5 4 19.5 4.5 20 10.5 17 14 12 15.5zM8.5 12L5 11.5 7.5 8h4M12 15.5l.5 3.5 3.5-2.5v-4M6.5 17.5l-2.5 2.5M15 9h.01',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  lightbulb: 'M9 17.5h6M10 20.5h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2v.6h5v-.6c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z',
  handshake: 'M2.5 8.5l4-2 3 1.5 3.5-2 4.5 2 4 2v5l-4 1-5 4-6-4.5-4-1zM9.5 8L13 11.5M7 14l2 1.5M10 12.5l2.5 2M12.5 11l2.5 2.5',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.7 5.5 3.7 9s-1.2 6.5-3.7 9M12 3C9.5 5.5 8.3 8.5 8.3 12s1.2 6.5 3.7 9',
  'alert-triangle': 'M12 3.5l9.5 17h-19zM12 10v4.5M12 17.5h.01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  'check-circle': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l2.8 2.7L16 9.5',
  minus: 'M6 12h12',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5.5M12 7.5h.01',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  'arrow-down': 'M12 5v14M6 13l6 6 6-6',
  play: 'M8 5.5v13l10.5-6.5z',
  pause: 'M8 5.5v13M16 5.5v13',
  quote: 'M9.5 7H6a1.5 1.5 0 0 0-1.5 1.5V12H9v.5a3.5 3.5 0 0 1-3.5 3.5M19.5 7H16a1.5 1.5 0 0 0-1.5 1.5V12H19v.5a3.5 3.5 0 0 1-3.5 3.5',
} as const;

/** Every marketing icon name, in the order they are declared (the page builder's icon picker lists them). */
export const MARKETING_ICON_NAMES = Object.keys(paths) as MarketingIconName[];

/** True when the value names one of the marketing icons. */
export function isMarketingIconName(value: unknown): value is MarketingIconName {
  return typeof value === 'string' && Object.hasOwn(paths, value);
}

/** A decorative line icon in the current text colour, hidden from assistive technology; name the action in text nearby. */
export function MarketingIcon({ name, className = 'size-5' }: { name: MarketingIconName; className?: string }) {
  return <LineIcon d={paths[name]} className={className} />;
}
