/**
 * The product's drawings, kept as SVG source and served as WebP at a few widths. An SVG in an <img> is a
 * whole document of its own, laid out on the page's main thread: the home page's drawings, the hero's
 * with its 51 lines of text, held it for 57-70 ms unthrottled (4x that under Lighthouse's slowdown)
 * right after the first paint (BENCHMARKS.md). A WebP is decoded off the main thread. `npm run illustrations` renders the WebP files from the
 * SVG (in Chromium) and records each source's hash, which a test compares, so an edited SVG cannot ship
 * with stale pictures.
 */
export interface Illustration {
  /** The SVG source, a path under web/public. */
  source: string;
  /** The widths, in px, of the WebP files rendered from it, smallest first. */
  widths: readonly [number, ...number[]];
  /** How wide the page shows it (the <img>'s `sizes`), from which the browser picks a width. */
  sizes: string;
}

const avatar = (name: string): Illustration => ({
  source: `/images/marketing/avatars/${name}.svg`,
  widths: [112, 168],
  sizes: '56px',
});

/** A drawing beside text: full width on a phone, 560 px in the two-column layout. */
const BESIDE_TEXT = '(min-width: 1024px) 560px, calc(100vw - 2rem)';

/** Every drawing served as WebP, by name. */
export const ILLUSTRATIONS = {
  heroDashboard: {
    source: '/images/marketing/hero-dashboard.svg',
    widths: [480, 760, 1280],
    sizes: '(min-width: 1024px) 600px, (min-width: 640px) 576px, calc(100vw - 2rem)',
  },
  geoGrid: { source: '/images/marketing/geo-grid.svg', widths: [560, 840, 1120], sizes: BESIDE_TEXT },
  demoReport: { source: '/images/marketing/demo-report.svg', widths: [560, 840, 1120], sizes: BESIDE_TEXT },
  priyaRaman: avatar('priya-raman'),
  marcusFeld: avatar('marcus-feld'),
  hannahOkafor: avatar('hannah-okafor'),
  tomGallagher: avatar('tom-gallagher'),
  sofiaMarchetti: avatar('sofia-marchetti'),
  jamesWhitaker: avatar('james-whitaker'),
} as const satisfies Record<string, Illustration>;

/** The path of an illustration's WebP file of the given width. */
export function rasterPath(illustration: Illustration, width: number): string {
  return illustration.source.replace(/\.svg$/, `-${width}w.webp`);
}

/**
 * The src, srcSet and sizes of an <img> showing an illustration: the browser picks the width that fits
 * `sizes` and its screen density; src (the middle width) serves a browser without srcset.
 */
export function illustrationImage(illustration: Illustration): { src: string; srcSet: string; sizes: string } {
  const { widths, sizes } = illustration;
  const middle = widths[Math.floor((widths.length - 1) / 2)] ?? widths[0];
  return {
    src: rasterPath(illustration, middle),
    srcSet: widths.map((width) => `${rasterPath(illustration, width)} ${width}w`).join(', '),
    sizes,
  };
}
