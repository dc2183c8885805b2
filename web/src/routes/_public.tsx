import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/public-layout.tsx';

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});
