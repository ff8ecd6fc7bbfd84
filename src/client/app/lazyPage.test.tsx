// A page's code: tried once more when it fails, then left to Retry (no loop of requests).
import { page } from './lazyPage';

const Content = () => null;

describe('a lazily loaded page', () => {
  it('tries a failed load once more, and loads no more until asked again', async () => {
    const load = jest.fn().mockRejectedValue(new Error('Loading chunk 7 failed.'));
    const Page = page(load);
    await expect(Page.preload()).rejects.toThrow('Loading chunk 7 failed.');
    expect(load).toHaveBeenCalledTimes(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(load).toHaveBeenCalledTimes(2);
    // Retry: a fresh load, which now succeeds.
    load.mockResolvedValue({ default: Content });
    await expect(Page.preload()).resolves.toEqual({ default: Content });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads once when the first try fails and the second succeeds, and keeps the code', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 7 failed.')).mockResolvedValue({ default: Content });
    const Page = page(load);
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
