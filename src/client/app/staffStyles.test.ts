// Each test loads the module afresh: it keeps the stylesheet it has loaded for the page's life.
const fresh = async () => {
  jest.resetModules();
  return (await import('./staffStyles')).loadStaffStyles;
};
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  for (const link of links()) link.remove();
});

test('the staff stylesheet is linked once, at the end of <head>, and the promise settles when it has loaded', async () => {
  const loadStaffStyles = await fresh();
  const own = document.createElement('link');
  own.rel = 'stylesheet';
  own.href = '/assets/main.css';
  document.head.appendChild(own);
  let settled = false;
  const first = loadStaffStyles('/assets/staff.css').then(() => {
    settled = true;
  });
  const again = loadStaffStyles('/assets/staff.css');
  expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/main.css', '/assets/staff.css']);
  await Promise.resolve();
  expect(settled).toBe(false);
  links()[1].dispatchEvent(new Event('load'));
  await Promise.all([first, again]);
  expect(settled).toBe(true);
  expect(links()).toHaveLength(2);
});

test('a stylesheet that fails to load is taken away, and the next try links a fresh one', async () => {
  const loadStaffStyles = await fresh();
  const failed = loadStaffStyles('/assets/staff-failing.css');
  expect(links()).toHaveLength(1);
  links()[0].dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow(/did not load/);
  expect(links()).toHaveLength(0);
  const retried = loadStaffStyles('/assets/staff-failing.css');
  expect(links()).toHaveLength(1);
  links()[0].dispatchEvent(new Event('load'));
  await expect(retried).resolves.toBeUndefined();
});
