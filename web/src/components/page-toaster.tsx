import { ToasterIsland } from './toaster.island.tsx';
import { usePageNotice } from '../lib/form-post.tsx';

/** The toasts (an island), with the notice of a form posted without JavaScript that brought the person here. */
export function PageToaster() {
  const notice = usePageNotice();
  return <ToasterIsland notice={notice ? { title: notice.title, description: notice.description } : null} />;
}
