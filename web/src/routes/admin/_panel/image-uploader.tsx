import { createFileRoute } from '@tanstack/react-router';
import { ImageUploaderPage } from '../../../features/admin/media/image-uploader-page.tsx';

export const Route = createFileRoute('/admin/_panel/image-uploader')({
  component: ImageUploaderPage,
});
