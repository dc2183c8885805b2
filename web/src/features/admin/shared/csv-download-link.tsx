import { buttonClass } from '../../../components/ui/button-class.ts';

/**
 * 'Export CSV': a plain link, drawn as a button, that downloads the file the server streams from `href`
 * (the browser saves it under the name the server gives; nothing is built in the page).
 */
export function CsvDownloadLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClass({ variant: 'outline', size: 'sm' })}>
      Export CSV
    </a>
  );
}
