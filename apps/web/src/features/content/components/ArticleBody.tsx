import type { MouseEvent } from 'react';
import { linkTarget } from '../data/links';
import { useOpenTarget } from '../data/useOpenTarget';
import './article.css';

/**
 * An article's body: the HTML the server sanitised before storing it (tags, attributes and URL schemes
 * on its allow-list; no script, no event handler, no `javascript:`), in the dark `.article-body` frame. Links to
 * `#/pages/…` move inside the app, web addresses open in a new tab, anything else does nothing.
 */
export function ArticleBody({ html, testId = 'article-body' }: { html: string; testId?: string }) {
  const open = useOpenTarget();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const anchor = (e.target as Element | null)?.closest?.('a');
    if (!anchor) return;
    e.preventDefault();
    open(linkTarget(anchor.getAttribute('href')));
  };
  return (
    // the click handler only routes the body's links (a keyboard's Enter on a link is a click too)
    <div
      className="article-body"
      data-testid={testId}
      onClick={onClick}
      // server-sanitised HTML (sanitize-html allow-list in the content module), never user input
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
