import { createFileRoute } from '@tanstack/react-router';
import { BuilderScreen } from '../../features/builder/screen/builder-screen.tsx';

export const Route = createFileRoute('/admin/elementor/')({
  component: () => <BuilderScreen />,
});
