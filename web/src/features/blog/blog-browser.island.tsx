import { BlogBrowser } from './blog-browser.tsx';
import { withPageEdits } from '../page-content/page-edits-context.tsx';
import { defineIsland } from '../../components/islands/island.tsx';

/** The blog index's search, filters, one page of articles and its page links, given the saved edits of their texts. */
const EditedBlogBrowser = withPageEdits(BlogBrowser);

/**
 * The blog index's search, filters and articles as an island. It starts when a visitor reaches for it (the
 * pointer over it, a touch, focus), so a phone reading the index runs no React; until then the search is a
 * GET form whose query the server renders and the filters and page links are links, and text typed meanwhile
 * is adopted. Its props are the one page it shows (`BlogListPage`), never the whole archive.
 */
export const BlogBrowserIsland = defineIsland('blog-browser', EditedBlogBrowser, 'interaction');

export default EditedBlogBrowser;
