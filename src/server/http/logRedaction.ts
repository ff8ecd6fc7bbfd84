/**
 * The access log never holds a secret. A reset link (`/reset-password/{uid}/{token}`) and an
 * unsubscribe link (`/unsubscribe?token=`, `/api/unsubscribe/?token=`) carry a token; a sender
 * may spell them any way the router still reads (case, doubled slashes, percent-encoding, the
 * query form), so the check reads the address as the router does before deciding.
 */
const SECRET_PLACE = /(reset[-_]?password|unsubscribe)/;
const SECRET_PARAMETER = /(^|[?&])[^=&]*(token|secret|password)/;

/** Percent-decoding until nothing changes (a doubly encoded address is read the same way). */
function decodeFully(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      next = current.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The address as it may be logged: cut after a reset or unsubscribe place, no secret parameter. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : url.slice(queryAt);
  const path = decodeFully(rawPath)
    .toLowerCase()
    .replace(/\/{2,}|\\+/g, '/');
  const place = SECRET_PLACE.exec(path);
  if (place) {
    const kept = path.slice(0, place.index + place[0].length);
    const rest = path.slice(kept.length).replace(/^\/$/, '');
    return rest === '' && rawQuery === '' ? kept : `${kept}/[redacted]`;
  }
  const query = decodeFully(rawQuery.replace(/\+/g, ' ')).toLowerCase();
  if (SECRET_PARAMETER.test(query)) return `${rawPath}?[redacted]`;
  return url;
}
