// Where the fixtures pages were left: the side chosen (the page's address, /mens, /womens or
// /fixtures/all) and the Results filter (?side=). The Fixtures tab and the Fixtures/Results switch
// come back to it, so the pages do not always open on the men's side.
/** A fixtures page's side: one of the two, or both together. */
export type FixtureSideChoice = 'men' | 'women' | 'both';

const KEY = 'fixtures-side';

export const SIDE_PATHS: Record<FixtureSideChoice, string> = { men: '/mens', women: '/womens', both: '/fixtures/all' };

/** The side last chosen on a fixtures or results page ('men' when none was). */
export function lastSide(): FixtureSideChoice {
  try {
    const side = localStorage.getItem(KEY);
    return side === 'women' || side === 'both' ? side : 'men';
  } catch {
    return 'men';
  }
}

export function rememberSide(side: FixtureSideChoice) {
  try {
    localStorage.setItem(KEY, side);
  } catch {
    // Storage can be unavailable (private modes): the pages then open on the men's side.
  }
}

/** The results page filtered to a side: '/results?side=women' ('both' is the page unfiltered). */
export const resultsPath = (side: FixtureSideChoice) => (side === 'both' ? '/results' : `/results?side=${side}`);
