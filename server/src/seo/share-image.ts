import { PRODUCT_NAME } from '@app/contracts';

// The share image's rules live in contracts (the admin's social previews show the same image as the head).
export { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_FOLDERS, SHARE_IMAGE_SIZE, shareImageFor, type ShareImage } from '@app/contracts/share-image';

/** What the default link-preview image shows, for `og:image:alt` and `twitter:image:alt`. */
export const DEFAULT_SHARE_IMAGE_ALT = `The ${PRODUCT_NAME} logo and 'Local SEO for business profiles' beside a map pin`;
