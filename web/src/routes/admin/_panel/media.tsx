import { createFileRoute } from '@tanstack/react-router';
import { MediaLibraryPage } from '../../../features/admin/media/media-library-page.tsx';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';

/** /admin/media: the media library, for the roles that may upload images. */
export const Route = createFileRoute('/admin/_panel/media')({
  component: () => (
    <RoleGate ability="uploadMedia" title="Media" what="upload or manage the site's images">
      <MediaLibraryPage />
    </RoleGate>
  ),
});
