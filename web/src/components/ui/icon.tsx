import { LineIcon } from './line-icon.tsx';
/** The names of the inline line icons the site draws; each is a 24×24 stroke path. */
export type IconName = keyof typeof paths;

const paths = {
  search: 'M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20.5 20.5l-5-5',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-down': 'M6 9l6 6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  mail: 'M4 5.5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1zM3.5 6.5l8.5 6.5 8.5-6.5',
  phone: 'M6.5 3.5h3l1.5 4.5-2 1.3a11.5 11.5 0 0 0 5.7 5.7l1.3-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z',
  'map-pin': 'M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5V12l3 2',
  grid: 'M4 4h6.5v6.5H4zM13.5 4H20v4h-6.5zM13.5 11H20v9h-6.5zM4 13.5h6.5V20H4z',
  'log-out': 'M14.5 4H18a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3.5M10 8l-4 4 4 4M6 12h10',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
  book: 'M4 19.5V5a2 2 0 0 1 2-2h13v14H6.5A2.5 2.5 0 0 0 4 19.5zm0 0A2.5 2.5 0 0 0 6.5 22H19v-5',
  tag: 'M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9zM8 8h.01',
  chat: 'M4 5h16v11H9.5L5 19.5V16H4z',
  sparkles: 'M12 3l1.7 5.3L19 10l-5.3 1.7L12 17l-1.7-5.3L5 10l5.3-1.7zM18.5 15.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z',
  shield: 'M12 3l7.5 3v6c0 4.5-3.2 7.8-7.5 9-4.3-1.2-7.5-4.5-7.5-9V6zM9 12l2 2 4-4',
  key: 'M7.5 20.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zM10.7 12.8L20 3.5M15.5 8l2.5 2.5M18 5.5l2.5 2.5',
  alert: 'M12 3.5l9.5 17h-19zM12 10v4.5M12 17.5h.01',
  chart: 'M4 20V11M10 20V4M16 20v-7M21 20H3',
  google: 'M20.5 12.2a8.5 8.5 0 1 1-2.5-6.2M20.5 12h-8.5',
  facebook: 'M14.5 3.5H13a3.5 3.5 0 0 0-3.5 3.5v3H7v3.5h2.5v7.5H13V13.5h2.5l.5-3.5h-3V7.5a1 1 0 0 1 1-1h1.5z',
  x: 'M4 4l6.6 8.8L4.4 20h1.8l5.2-6 4.3 6H20l-6.9-9.3L19 4h-1.8L12.4 9.7 8.2 4z',
  linkedin:
    'M4.5 9.5h3.5V20H4.5zM6.25 4a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5zM11 9.5h3.3v1.6a4 4 0 0 1 5.7 2.4V20h-3.5v-5.5a1.7 1.7 0 0 0-3.4 0V20H11z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.2 6.8h.01',
} as const;

/** A decorative line icon drawn in the current text colour; always hidden from assistive technology. */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return <LineIcon d={paths[name]} className={className} />;
}
