import type { DownloadLink } from '@leadhouse/domain';

/*
 * File downloads (docs/decisions.md, CSV export): the API makes a signed, single-use link valid for 60 s
 * (`POST …/link`, with the bearer header), then the browser NAVIGATES to it. The browser streams the
 * answer straight to disk under its Content-Disposition name: a 1,000,000-lead export never sits in the
 * page's memory as a Blob, and the browser's own download UI shows progress and allows cancelling.
 */

/**
 * Lets the browser download `url` (same origin, `Content-Disposition: attachment`) through a hidden
 * `<a href download>`: the page stays where it is, the file streams to disk.
 */
export function navigateToDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Requests a signed download link with `requestLink` and navigates to it at once (it expires in 60 s and
 * serves once).
 * @returns the name the server saves the file under.
 * @throws ApiError when the link cannot be made (401 also logs out); TypeError when offline.
 */
export async function downloadByLink(
  requestLink: () => Promise<DownloadLink>,
): Promise<{ fileName: string }> {
  const link = await requestLink();
  navigateToDownload(link.url, link.fileName);
  return { fileName: link.fileName };
}
