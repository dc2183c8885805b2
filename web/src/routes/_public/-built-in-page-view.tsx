import type { ComponentType } from 'react';
import { BuilderOrBuiltInPage } from '../../features/builder/public/builder-or-built-in-page.tsx';
import type { BuiltInPageRoute } from './-built-in-page-route.ts';

/** The component of a built-in page's route: `Page` with its saved edits, or the published builder page in its place. */
export function builtInPageView({ path, slug }: BuiltInPageRoute, Page: ComponentType) {
  return function BuiltInPageView() {
    return (
      <BuilderOrBuiltInPage path={path} slug={slug}>
        <Page />
      </BuilderOrBuiltInPage>
    );
  };
}
