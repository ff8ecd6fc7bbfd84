import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// A page whose place in the navigation depends on its data, not only its route, says so here,
// and the header and the tab bar read it: a team's snapshot (/team/{id}) is the Points view of
// "Team" when the team is the viewer's own, and a page of its own otherwise.

type Place = { pathname: string; id: string } | null;
const NavPlaceContext = createContext<{ place: Place; setPlace: (place: Place) => void }>({ place: null, setPlace: () => {} });

/** Holds the place a page gave (Layout wraps the header, the page and the tab bar in it). */
export function NavPlaceProvider({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState<Place>(null);
  return <NavPlaceContext.Provider value={{ place, setPlace }}>{children}</NavPlaceContext.Provider>;
}

/** A page's place in the navigation: the id of the route whose header link and tab are current
 *  on it (null: the route table's own answer). It holds for this address only, and ends when the
 *  page goes. */
export function useNavPlace(id: string | null) {
  const { pathname } = useLocation();
  const { setPlace } = useContext(NavPlaceContext);
  useEffect(() => {
    if (id === null) return;
    setPlace({ pathname, id });
    return () => setPlace(null);
  }, [id, pathname, setPlace]);
}

/** The place the page at `pathname` gave, if it gave one. */
export function useNavPlaceAt(pathname: string): string | undefined {
  const { place } = useContext(NavPlaceContext);
  return place?.pathname === pathname ? place.id : undefined;
}
