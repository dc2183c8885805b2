import { BlogBrowser } from '../features/blog/blog-browser.tsx';
import { withPageEdits } from '../features/page-content/page-edits-context.tsx';
import { defineIsland } from './island.tsx';

/** The blog index's search, filters and articles, given the saved edits of their texts. */
const EditedBlogBrowser = withPageEdits(BlogBrowser);

/**
 * The blog index's search, filters and articles as an island: it starts as soon as it is near the
 * viewport (it is at the top); until then the search is a GET form and the filters are links.
 */
export const BlogBrowserIsland = defineIsland('blog-browser', EditedBlogBrowser, 'visible');

export default EditedBlogBrowser;
