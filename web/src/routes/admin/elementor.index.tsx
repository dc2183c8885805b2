import { createFileRoute } from '@tanstack/react-router';
import { BuilderScreen } from '../../features/builder/screen/builder-screen.tsx';

export const Route = createFileRoute('/admin/elementor/')({
  // ?list=true shows the page list instead of opening the page last edited.
  validateSearch: (search: Record<string, unknown>): { list?: boolean } =>
    search.list === true || search.list === 'true' ? { list: true } : {},
  component: function BuilderStartRoute() {
    return <BuilderScreen showList={Route.useSearch().list === true} />;
  },
});
