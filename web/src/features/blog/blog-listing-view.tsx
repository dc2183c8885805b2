import type { BlogListingAddress } from '@app/contracts/blog-listing-address';
import { PublicPageEdits } from '../page-content/public-page-edits.tsx';
import { BlogIndexPage } from './blog-index-page.tsx';

/** What every blog route renders: the blog index at `address`, with the page's saved edits. */
export function BlogListingView({ address }: { address: BlogListingAddress }) {
  return (
    <PublicPageEdits slug="blog">
      <BlogIndexPage address={address} />
    </PublicPageEdits>
  );
}
