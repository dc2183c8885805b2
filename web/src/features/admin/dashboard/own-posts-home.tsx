import { roleLabel } from '@app/contracts/roles';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { BlogManager, ManageBlogPostsButton } from '../blog-manager/blog-manager.tsx';
import { useRole } from '../../auth/use-role.ts';

/**
 * The dashboard of an author or contributor, who may not edit the site's pages: their own blog posts, through the
 * blog manager (which lists only theirs).
 */
export function OwnPostsHome() {
  const role = useRole();
  const publishes = role === 'author';
  return (
    <main>
      <AdminPageHeader
        title="Your Blog Posts"
        description={`Your role (${roleLabel(role ?? 'user')}) lets you write ${publishes ? 'and publish ' : ''}your own blog posts${publishes ? '' : ' as drafts; an editor publishes them'}. The site's pages, the team and the inbox are for other roles.`}
        actions={<ManageBlogPostsButton />}
      />
      <BlogManager />
    </main>
  );
}
