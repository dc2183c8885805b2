import { articleBreadcrumb } from '@app/contracts';

const linkClass = 'rounded-lg font-medium text-slate-400 transition-colors hover:text-white';
// The separator is drawn by CSS, so assistive technology reads the steps alone.
const separatorClass = "before:mr-2 before:text-slate-500 before:content-['/']";

/**
 * The article's breadcrumb, Home / Blog / its title (the steps of its BreadcrumbList structured data);
 * Home / Blog while the post loads. The last step is the page itself, marked as the current page.
 */
export function ArticleBreadcrumb({ post }: { post: { slug: string; title: string } | undefined }) {
  const steps = post ? articleBreadcrumb(post) : articleBreadcrumb({ slug: '', title: '' }).slice(0, 2);
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {steps.map((step, index) => {
          const current = post !== undefined && index === steps.length - 1;
          return (
            <li key={step.path} className={`${index > 0 ? separatorClass : ''} ${current ? 'min-w-0 text-slate-300' : ''}`}>
              {current ? (
                <span aria-current="page">{step.name}</span>
              ) : (
                <a href={step.path} className={linkClass}>
                  {step.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
