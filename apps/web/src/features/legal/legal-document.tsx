import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { legalUrlTransform } from './legal-url';

type AnchorProps = ComponentProps<'a'> & { node?: unknown };

/** Site paths stay in the app; other allowed links open beside it; a dropped URL leaves plain text. */
function MarkdownLink({ href, children, node: _node, ...rest }: AnchorProps) {
  const className = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';
  if (!href) return <span>{children}</span>;
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href) || href.startsWith('//');
  return (
    <a {...rest} href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

// Markdown has no styles of its own here: each element gets the page's type scale.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="mt-8 text-xl font-bold text-slate-900" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-6 text-lg font-semibold text-slate-900" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="mt-4 font-semibold text-slate-900" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-3 leading-relaxed text-slate-700" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-slate-700" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-relaxed" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-slate-900" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote className="mt-4 border-l-4 border-brand-200 pl-4 text-slate-700 italic" {...props} />,
  hr: () => <hr className="my-8 border-slate-200" />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-slate-100 px-1 py-0.5 text-sm" {...props} />,
  a: MarkdownLink,
  // Images are not part of a legal text; the alt text stands in for them.
  img: ({ alt }) => <span>{alt}</span>,
};

/** A legal document's markdown, rendered without raw HTML and with only the allowed link protocols. */
export function LegalDocument({ markdown }: { markdown: string }) {
  return (
    <article className="break-words sm:rounded-2xl sm:bg-white sm:p-8 sm:shadow-sm sm:ring-1 sm:ring-slate-200">
      <Markdown skipHtml urlTransform={legalUrlTransform} components={components}>
        {markdown}
      </Markdown>
    </article>
  );
}
