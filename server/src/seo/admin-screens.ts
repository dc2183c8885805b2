/**
 * The admin screens of the web app's route tree (web/src/routes/admin), drawn in the browser: the server answers
 * them 200 with the app shell. `$param` stands for one path segment, a trailing `/*` for anything below.
 * web-app-routes.test.ts checks this list against the route tree, so a new screen cannot be forgotten.
 */
const ADMIN_SCREENS = [
  '/admin',
  '/admin/login',
  '/admin/invitation',
  '/admin/dashboard',
  '/admin/activity',
  '/admin/team',
  '/admin/profile',
  '/admin/messages',
  '/admin/media',
  '/admin/image-uploader',
  '/admin/content-transfer',
  '/admin/newsletters',
  '/admin/newsletters/$id',
  '/admin/redirects',
  '/admin/site-search',
  '/admin/analytics',
  '/admin/elementor',
  // A builder page's path may hold slashes of its own.
  '/admin/elementor/*',
];

const ADMIN_SCREEN_PATTERN = new RegExp(
  `^(?:${ADMIN_SCREENS.map((screen) => screen.replace(/\/\*$/, '/.+').replace(/\$\w+/g, '[^/]+')).join('|')})$`,
);

/** True when `path` (decoded, without its query or a trailing slash) is one of the admin screens. */
export function isAdminScreen(path: string): boolean {
  return ADMIN_SCREEN_PATTERN.test(path);
}
