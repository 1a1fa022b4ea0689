/**
 * A page prerendered without the site's address (SITE_URL) names its language versions by path;
 * search engines want full addresses, which this origin gives. Run by the light script on the pages
 * that wait for first use, and by the app on every route change.
 */
export function completeAlternates() {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    const href = link.getAttribute('href');
    if (href?.startsWith('/')) link.setAttribute('href', new URL(href, location.origin).href);
  }
}
