// The staff pages' styles (styles/staff.css), loaded with their guard (guards.tsx) so that the
// other pages never download them. A <link> added to the end of <head>, after the app's own
// stylesheet, as the stylesheets of main.tsx come before it; the promise settles once it has
// loaded, so the router draws a staff page with its styles. A failed load takes its link away
// and rejects: the next try adds a fresh one.
import staffCss from '../styles/staff.css?url';

let loaded: Promise<void> | undefined;

export function loadStaffStyles(href: string = staffCss): Promise<void> {
  if (!href) return Promise.resolve();
  return (loaded ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      loaded = undefined;
      reject(new Error(`The stylesheet ${href} did not load`));
    };
    document.head.appendChild(link);
  }));
}
