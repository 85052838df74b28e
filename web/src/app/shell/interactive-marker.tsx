import { Suspense, lazy, memo, useEffect, type ComponentType, type ReactNode } from 'react';

// `<html data-hydrated>` says the page is interactive: a marker for monitoring and for the
// browser tests, which wait for it after a page load before they click or type (a click on
// server-rendered HTML not hydrated yet does nothing). It is set once the route's page and every
// lazy part of the shell drawn with it (the desktop header, the footer) have committed, i.e. their
// chunks have loaded and their server HTML has been hydrated (or, without one, rendered).

/** Parts drawn in the first render whose boundary has not committed yet, and those that have. */
const waiting = new Set<string>();
const committed = new Set<string>();
let interactive = false;

/** Called while rendering a part's boundary: the first render's parts all render before any of
 * them commits, so the marker cannot be set while one is still loading. A part rendered again
 * after it committed is not waited for again. */
function expectPart(name: string) {
  if (typeof document === 'undefined' || interactive || committed.has(name)) return;
  waiting.add(name);
}

/** Stops waiting for a part: it committed, or it left the page before (a desktop header drawn
 * for a guessed desktop, replaced on a phone by the mobile one). */
function settlePart(name: string) {
  waiting.delete(name);
  if (interactive || waiting.size) return;
  interactive = true;
  document.documentElement.dataset.hydrated = '';
}

function PartCommitted({ name }: { name: string }) {
  useEffect(() => {
    committed.add(name);
    settlePart(name);
  }, [name]);
  return null;
}

/** A Suspense boundary that counts towards `<html data-hydrated>`. */
export function MarkedSuspense({ name, fallback, children }: { name: string; fallback: ReactNode; children: ReactNode }) {
  expectPart(name);
  useEffect(() => () => settlePart(name), [name]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartCommitted name={name} />
    </Suspense>
  );
}

/**
 * A lazily loaded part of the shell in its own boundary, re-rendered only when its props change.
 * While its chunk is still loading over server HTML, a new prop would make React throw that HTML
 * away for the fallback (the header and footer flashing on a first visit); equal props leave the
 * server's HTML on screen until the chunk hydrates it. Its props must therefore be stable.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null) {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  const Part = (props: P) => (
    <MarkedSuspense name={name} fallback={fallback}>
      <Lazy {...props} />
    </MarkedSuspense>
  );
  Part.displayName = `LazyPart(${name})`;
  return memo(Part);
}
