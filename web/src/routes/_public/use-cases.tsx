import { createFileRoute } from '@tanstack/react-router';
import { UseCasesPage } from '../../features/marketing/use-cases-page.tsx';
import { builtInPageRoute } from './-built-in-page-route.ts';
import { builtInPageView } from './-built-in-page-view.tsx';

// A published builder page at /use-cases replaces the built-in page while it is published.
const useCases = builtInPageRoute('/use-cases', 'use-cases');

export const Route = createFileRoute('/_public/use-cases')({ ...useCases.options, component: builtInPageView(useCases, UseCasesPage) });
