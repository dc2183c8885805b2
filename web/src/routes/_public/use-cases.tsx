import { createFileRoute } from '@tanstack/react-router';
import { UseCasesPage } from '../../features/marketing/use-cases-page.tsx';

export const Route = createFileRoute('/_public/use-cases')({
  component: UseCasesPage,
});
