import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountApp } from './mount-app';

/** A page that shows a loading state until `until` resolves, as a route does until its data arrives. */
function SlowPage({ until }: { until: Promise<void> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => void until.then(() => setReady(true)), [until]);
  return ready ? <h1 className="page-ready">App page</h1> : <p>Loading…</p>;
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountApp', () => {
  it('keeps the server page in view until the app shows the same page, then puts the app in its place', async () => {
    document.body.innerHTML = '<div id="root" data-ready-when=".page-ready"><h1>Server page</h1></div>';
    const data = deferred();

    mountApp(<SlowPage until={data.promise} />);

    await expect.poll(() => document.body.textContent).toContain('Loading…');
    const appRoot = document.body.lastElementChild as HTMLElement;
    expect(appRoot.style.visibility).toBe('hidden');
    expect(document.getElementById('root')?.textContent).toBe('Server page');

    data.resolve();

    await expect.poll(() => document.getElementById('root')?.textContent).toBe('App page');
    expect(document.body.children).toHaveLength(1);
    expect(document.getElementById('root')).toBe(appRoot);
    expect(appRoot.getAttribute('style')).toBeNull();
  });

  it('renders straight into an empty root, as from the service worker offline shell', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root');

    mountApp(<SlowPage until={Promise.resolve()} />);

    await expect.poll(() => root?.textContent).toBe('App page');
    expect(document.body.children).toHaveLength(1);
  });
});
