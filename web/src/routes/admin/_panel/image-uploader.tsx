import { createFileRoute } from '@tanstack/react-router';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';
import { ImageUploaderPage } from '../../../features/admin/media/image-uploader-page.tsx';

export const Route = createFileRoute('/admin/_panel/image-uploader')({
  component: () => (
    <RoleGate ability="allContent" title="Image Uploader" what="manage the site's images and backgrounds">
      <ImageUploaderPage />
    </RoleGate>
  ),
});
