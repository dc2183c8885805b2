/** Paths of the web app's static routes (spec section 2, plus the reset-password page). */
export const APP_PATHS = [
  '/',
  '/features',
  '/use-cases',
  '/pricing',
  '/about',
  '/blog',
  '/contact',
  '/privacy',
  '/terms',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/dashboard',
  '/admin/login',
  '/admin/dashboard',
  '/admin/elementor',
  '/admin/image-uploader',
] as const;

const DYNAMIC_PATHS = [/^\/blog\/[^/]+$/, /^\/admin\/elementor\/.+$/];

/** True when the web app has a route for this path (trailing slash ignored). */
export function isKnownAppPath(path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (APP_PATHS as readonly string[]).includes(normalised) || DYNAMIC_PATHS.some((re) => re.test(normalised));
}
