// The site's own files as its server serves them now (not the gateway's calls), for
// src/client/import-with-retry.ts's check of a tab left open across a deploy. Network failures throw.

/** Whether the server no longer has a hashed bundle the page refers to (404: a deploy removed it). */
export async function bundleGone(path: string): Promise<boolean> {
  return (await fetch(path, { method: 'HEAD', cache: 'no-store' })).status === 404;
}

/** The page at this address as the server serves it now; undefined when it answers an error. */
export async function servedPage(): Promise<string | undefined> {
  const served = await fetch(location.href, { cache: 'no-store' });
  return served.ok ? served.text() : undefined;
}
