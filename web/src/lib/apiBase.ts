interface LocationLike {
  protocol: string;
  hostname: string;
  port: string;
  origin: string;
}

/** Spec §7: a page served from port 3000 talks to the API on port 3001 of the same host; otherwise same origin. */
export function apiOrigin(location: LocationLike = window.location): string {
  if (location.port === '3000') return `${location.protocol}//${location.hostname}:3001`;
  return location.origin;
}

export function graphqlHttpUrl(location?: LocationLike): string {
  return `${apiOrigin(location)}/graphql`;
}

export function graphqlWsUrl(location?: LocationLike): string {
  return `${apiOrigin(location).replace(/^http/, 'ws')}/graphql`;
}

/** Absolute URL for a path the server serves (REST facade, uploaded images). */
export function apiUrl(path: string, location?: LocationLike): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${apiOrigin(location)}${path.startsWith('/') ? path : `/${path}`}`;
}
