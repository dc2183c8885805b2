import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/admin/profile/profile-page.tsx';

/** /admin/profile: the signed-in admin's own name, e-mail and password (inside the admin panel's guard and sidebar). */
export const Route = createFileRoute('/admin/_panel/profile')({
  component: ProfilePage,
});
