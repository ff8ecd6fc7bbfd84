import { configure } from '@testing-library/react';

// A page's code, data and redirects arrive through several awaits; on a busy machine (two test
// files at a time on two cores) they can take longer than Testing Library's default of one second
// to show. The assertions are the same; only how long a `findBy`/`waitFor` keeps looking.
configure({ asyncUtilTimeout: 5_000 });
